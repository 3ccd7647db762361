import { describe, expect, it } from 'vitest';
import { createBrandSystem, defaultBrandTheme, readableStep } from './create-brand-system';
import type { BrandSystem } from './create-brand-system';
import { colorScale, contrastRatio } from './palette';

/** Semantic tokens resolve to CSS variables; this reads the value behind one. */
const semanticValue = (system: BrandSystem, name: string) => system.tokens.getByName(name)?.value;

describe('createBrandSystem', () => {
  it('uses the default palette of chat-spec section 3 when no brand is given', () => {
    const system = createBrandSystem();
    expect(system.token('colors.brand.500')).toBe('#784FD3');
    expect(system.token('colors.accent.500')).toBe('#EE396C');
  });

  it('adds the info, success, warning and error palettes of chat-spec section 3', () => {
    const system = createBrandSystem();
    expect(system.token('colors.info.500')).toBe('#00B8D9');
    expect(system.token('colors.success.500')).toBe('#22C55E');
    expect(system.token('colors.warning.500')).toBe('#FFAB00');
    expect(system.token('colors.error.500')).toBe('#FF5630');
  });

  it('gives the menu its brand colour and text colour', () => {
    const system = createBrandSystem({
      ...defaultBrandTheme,
      menu: '#0E2A3B',
      menuTextPrimary: '#FAFAFA',
    });
    expect(semanticValue(system, 'colors.menu.bg')).toBe('#0E2A3B');
    expect(semanticValue(system, 'colors.menu.fg')).toBe('#FAFAFA');
  });

  it('defaults the login background to grey (chat-spec section 3)', () => {
    expect(semanticValue(createBrandSystem(), 'colors.login.bg')).toBe('#919EAB');
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

  it('draws solid buttons as a gradient only when useGradientButtons is true', () => {
    const solid = (useGradientButtons: boolean) =>
      createBrandSystem({ ...defaultBrandTheme, useGradientButtons })._config.theme?.recipes?.button
        ?.variants?.variant?.solid;
    expect(solid(true)).toMatchObject({ bgGradient: 'to-br' });
    expect(solid(false)).not.toHaveProperty('bgGradient');
  });

  it('hovers solid buttons away from their text colour, so hovered text still meets WCAG AA', () => {
    const solid = createBrandSystem()._config.theme?.recipes?.button?.variants?.variant?.solid;
    expect(solid).toMatchObject({ _hover: { bg: 'colorPalette.solidHover' } });
    // The default purple carries white text: it darkens (Chakra's 90 % over white read 4.46:1).
    const purple = colorScale('#784FD3');
    expect(semanticValue(createBrandSystem(), 'colors.brand.solidHover')).toBe(
      'var(--chakra-colors-brand-600)',
    );
    expect(contrastRatio(purple['600'], '#FFFFFF')).toBeGreaterThan(
      contrastRatio(purple['500'], '#FFFFFF'),
    );
    // The amber warning palette carries black text: it lightens.
    const amber = colorScale('#FFAB00');
    expect(semanticValue(createBrandSystem(), 'colors.warning.solidHover')).toBe(
      'var(--chakra-colors-warning-400)',
    );
    expect(contrastRatio(amber['400'], '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it("gives Chakra's own palettes a solid hover too, so none inherits the brand's", () => {
    expect(semanticValue(createBrandSystem(), 'colors.red.solidHover')).toBe(
      'color-mix(in srgb, var(--chakra-colors-red-solid) 90%, transparent)',
    );
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
