import { describe, expect, it } from 'vitest';
import { colorScale, contrastRatio, readableTextOn, relativeLuminance } from './palette';

describe('colorScale', () => {
  it('keeps the brand colour itself at step 500', () => {
    expect(colorScale('#784FD3')['500']).toBe('#784FD3');
  });

  it('gets darker at every step from 50 to 950', () => {
    const scale = colorScale('#784FD3');
    const luminances = Object.values(scale).map(relativeLuminance);
    const sorted = [...luminances].sort((a, b) => b - a);
    expect(luminances).toEqual(sorted);
  });
});

describe('readableTextOn', () => {
  it('puts white text on the default purple and black text on a pale yellow', () => {
    expect(readableTextOn('#784FD3')).toBe('#FFFFFF');
    expect(readableTextOn('#FFF3B0')).toBe('#000000');
  });

  it('picks a text colour that meets WCAG AA (4.5:1) on the default primary', () => {
    expect(contrastRatio('#784FD3', readableTextOn('#784FD3'))).toBeGreaterThanOrEqual(4.5);
  });
});
