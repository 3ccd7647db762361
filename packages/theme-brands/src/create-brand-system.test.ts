import { describe, expect, it } from 'vitest';
import { createBrandSystem, defaultBrandTheme, readableStep } from './create-brand-system';
import { colorScale, contrastRatio } from './palette';

describe('createBrandSystem', () => {
  it('uses the default palette of chat-spec section 3 when no brand is given', () => {
    const system = createBrandSystem();
    expect(system.token('colors.brand.500')).toBe('#784FD3');
    expect(system.token('colors.accent.500')).toBe('#EE396C');
  });

  it("builds the brand palette from a brand's own primary colour", () => {
    const system = createBrandSystem({
      ...defaultBrandTheme,
      brandKey: 'harbour',
      primary: '#0B6E4F',
    });
    expect(system.token('colors.brand.500')).toBe('#0B6E4F');
  });

  it('rounds corners by 8 px (chat-spec section 9)', () => {
    expect(createBrandSystem().token('radii.brand')).toBe('8px');
  });
});

describe('readableStep', () => {
  it('darkens the foreground of a light brand colour until text meets WCAG AA (4.5:1) on white', () => {
    const scale = colorScale('#F4A259');
    expect(contrastRatio(scale['700'], '#FFFFFF')).toBeLessThan(4.5);
    const step = readableStep(scale, ['700', '800', '900', '950'], '#FFFFFF');
    expect(step).not.toBe('700');
    expect(contrastRatio(scale[step], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps step 700 for the default purple, which already reads well on white', () => {
    expect(readableStep(colorScale('#784FD3'), ['700', '800', '900', '950'], '#FFFFFF')).toBe(
      '700',
    );
  });
});
