import { describe, expect, it } from 'vitest';
import {
  brandContrastProblems,
  brandKeyPattern,
  hostNameProblem,
  normalizedHostName,
} from './admin-brands';
import { DEFAULT_BRAND_COLORS } from './brand';
import { contrastRatio } from './brand-colors';

const colors = {
  primary: DEFAULT_BRAND_COLORS.primary,
  menu: '#000000',
  menuTextPrimary: '#FFFFFF',
  useGradientButtons: false,
};

describe('brand rules', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('accepts the default palette and refuses text colours below 4.5:1, naming field and ratio', () => {
    expect(brandContrastProblems(colors)).toEqual([]);
    expect(
      brandContrastProblems({ ...colors, menu: '#222222', menuTextPrimary: '#555555' }),
    ).toEqual([
      {
        field: 'menuTextPrimary',
        message:
          'Menu text colour: #555555 on #222222 (the menu colour) has a contrast of 2.13:1; text needs at least 4.5:1 (WCAG AA).',
      },
    ]);
  });

  it("checks gradient buttons' text on the gradient's dark end, where a light primary fails", () => {
    // #B08000 reads with black text (5.9:1), but its 700 step #785700 gives black only 3.16:1.
    const light = { ...colors, primary: '#B08000' };
    expect(brandContrastProblems(light)).toEqual([]);
    expect(brandContrastProblems({ ...light, useGradientButtons: true })).toEqual([
      {
        field: 'primary',
        message: expect.stringMatching(
          /^Primary colour: #000000 on #[0-9A-F]{6} \(the dark end of gradient buttons\) has a contrast of \d\.\d\d:1; text needs at least 4\.5:1 \(WCAG AA\)\.$/,
        ),
      },
    ]);
    expect(
      brandContrastProblems({ ...colors, primary: '#0B6E4F', useGradientButtons: true }),
    ).toEqual([]);
  });

  it('takes slugs as keys and host names without scheme or port', () => {
    expect(brandKeyPattern.test('north-shore2')).toBe(true);
    expect(brandKeyPattern.test('North')).toBe(false);
    expect(brandKeyPattern.test('a--b')).toBe(false);
    expect(hostNameProblem(normalizedHostName(' Chat.Example.com. '))).toBeUndefined();
    expect(hostNameProblem('127.0.0.1')).toBeUndefined();
    expect(hostNameProblem('localhost')).toBeUndefined();
    expect(hostNameProblem('chat.example.com:8080')).toMatch(/without "https:\/\/", a port/);
    expect(hostNameProblem('https://chat.example.com')).toBeDefined();
  });
});
