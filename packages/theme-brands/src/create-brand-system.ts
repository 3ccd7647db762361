import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { DEFAULT_BRAND_COLORS, DEFAULT_BRAND_KEY } from '@parley/api-contract';
import type { BrandTheme } from '@parley/api-contract';
import { colorScale, contrastRatio, readableTextOn } from './palette';
import type { ColorScale } from './palette';

export const defaultBrandTheme: BrandTheme = {
  brandKey: DEFAULT_BRAND_KEY,
  primary: DEFAULT_BRAND_COLORS.primary,
  secondary: DEFAULT_BRAND_COLORS.secondary,
  menu: DEFAULT_BRAND_COLORS.menu,
  menuTextPrimary: DEFAULT_BRAND_COLORS.menuTextPrimary,
  useGradientButtons: false,
};

function scaleTokens(scale: ColorScale) {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

const AA_TEXT_CONTRAST = 4.5;

/** The first step, in the order given, whose text meets WCAG AA on the given background. */
export function readableStep(
  scale: ColorScale,
  steps: (keyof ColorScale)[],
  background: string,
): keyof ColorScale {
  const lastResort = steps[steps.length - 1] ?? '500';
  return (
    steps.find((step) => contrastRatio(scale[step], background) >= AA_TEXT_CONTRAST) ?? lastResort
  );
}

/** The semantic tokens Chakra needs for `colorPalette="<name>"` to work on every component. */
function paletteSemanticTokens(name: string, base: string, scale: ColorScale) {
  const reference = (step: keyof ColorScale) => `{colors.${name}.${step}}`;
  const lightFg = readableStep(scale, ['700', '800', '900', '950'], '#FFFFFF');
  const darkFg = readableStep(scale, ['300', '200', '100', '50'], '#000000');
  return {
    solid: { value: reference('500') },
    contrast: { value: readableTextOn(base) },
    fg: { value: { _light: reference(lightFg), _dark: reference(darkFg) } },
    muted: { value: { _light: reference('100'), _dark: reference('900') } },
    subtle: { value: { _light: reference('50'), _dark: reference('950') } },
    emphasized: { value: { _light: reference('200'), _dark: reference('800') } },
    focusRing: { value: reference('500') },
  };
}

/**
 * A Chakra UI system for one brand: `brand` and `accent` palettes from its primary and secondary
 * colours, `menu` tokens for the navigation, and border radius 8 (chat-spec section 9).
 * UI packages style only through these semantic tokens, so a brand swap is a token swap.
 */
export function createBrandSystem(theme: BrandTheme = defaultBrandTheme) {
  const brand = colorScale(theme.primary);
  const accent = colorScale(theme.secondary);
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: { html: { colorPalette: 'brand' } },
      theme: {
        tokens: {
          colors: { brand: scaleTokens(brand), accent: scaleTokens(accent) },
          radii: { brand: { value: '8px' } },
        },
        semanticTokens: {
          colors: {
            brand: paletteSemanticTokens('brand', theme.primary, brand),
            accent: paletteSemanticTokens('accent', theme.secondary, accent),
            menu: {
              bg: { value: theme.menu },
              fg: { value: theme.menuTextPrimary },
            },
          },
          radii: { l2: { value: '{radii.brand}' } },
        },
      },
    }),
  );
}

export type BrandSystem = ReturnType<typeof createBrandSystem>;
