import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react';
import { semanticTokens as chakraSemanticTokens } from '@chakra-ui/react/theme';
import { DEFAULT_BRAND_COLORS, DEFAULT_BRAND_KEY, layout } from '@parley/api-contract';
import type { BrandTheme } from '@parley/api-contract';
import { parleyComponentTheme } from './component-theme';
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

/** Border radius of every rounded part (chat-spec section 9). */
export const BRAND_RADIUS = `${layout.borderRadius}px`;

/** The status palettes every brand shares (chat-spec section 3, default palette). */
const statusColors = {
  info: DEFAULT_BRAND_COLORS.info,
  success: DEFAULT_BRAND_COLORS.success,
  warning: DEFAULT_BRAND_COLORS.warning,
  error: DEFAULT_BRAND_COLORS.error,
} as const;

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
  // Text must read on the palette's own subtle background too (badges, alerts), not only on the page.
  const lightFg = readableStep(scale, ['700', '800', '900', '950'], scale['50']);
  const darkFg = readableStep(scale, ['300', '200', '100', '50'], scale['950']);
  const contrast = readableTextOn(base);
  return {
    solid: { value: reference('500') },
    // Hovered, a solid button moves away from its text colour, so its text reads better, not worse.
    solidHover: { value: reference(contrast === '#FFFFFF' ? '600' : '400') },
    contrast: { value: contrast },
    fg: { value: { _light: reference(lightFg), _dark: reference(darkFg) } },
    muted: { value: { _light: reference('100'), _dark: reference('900') } },
    subtle: { value: { _light: reference('50'), _dark: reference('950') } },
    emphasized: { value: { _light: reference('200'), _dark: reference('800') } },
    focusRing: { value: reference('500') },
  };
}

/** One palette per name: its 50-950 scale and the semantic tokens of `colorPalette`. */
function palettes(colors: Record<string, string>) {
  const entries = Object.entries(colors).map(([name, base]) => {
    const scale = colorScale(base);
    return { name, scale: scaleTokens(scale), semantic: paletteSemanticTokens(name, base, scale) };
  });
  return {
    tokens: Object.fromEntries(entries.map(({ name, scale }) => [name, scale])),
    semanticTokens: Object.fromEntries(entries.map(({ name, semantic }) => [name, semantic])),
  };
}

/**
 * Chakra's own palettes (gray, red...) hover as Chakra draws them, at 90 % over the page. Every
 * palette needs the token: a palette without it would inherit the page's (the brand's).
 */
const chakraSolidHovers = Object.fromEntries(
  Object.entries(chakraSemanticTokens.colors ?? {})
    .filter(([, tokens]) => typeof tokens === 'object' && tokens !== null && 'solid' in tokens)
    .map(([name]) => [
      name,
      { solidHover: { value: `color-mix(in srgb, {colors.${name}.solid} 90%, transparent)` } },
    ]),
);

/**
 * Solid buttons hover with `solidHover`: Chakra's default lightens every palette by drawing it at
 * 90 %, which takes white text on a mid colour (the default brand's) below WCAG AA.
 */
const solidHoverButtonRecipe = defineRecipe({
  variants: {
    variant: {
      solid: {
        _hover: { bg: 'colorPalette.solidHover' },
        _expanded: { bg: 'colorPalette.solidHover' },
      },
    },
  },
});

/** Solid buttons drawn as a gradient over their palette, for brands that ask for it. */
const gradientButtonRecipe = defineRecipe({
  variants: {
    variant: {
      solid: {
        bgGradient: 'to-br',
        // From the brand colour itself to its 700 step: the button's text (readable on the brand
        // colour) must read on both ends, which the contract's brandContrastProblems checks.
        gradientFrom: 'colorPalette.500',
        gradientTo: 'colorPalette.700',
        _hover: { gradientFrom: 'colorPalette.600', gradientTo: 'colorPalette.800' },
      },
    },
  },
});

/**
 * A Chakra UI system for one brand: `brand` and `accent` palettes from its primary and secondary
 * colours, the `info`, `success`, `warning` and `error` palettes, `menu` tokens for the navigation,
 * the `login.bg` colour, gradient solid buttons when `useGradientButtons` is on, and border radius 8
 * (chat-spec sections 3 and 9). UI packages style only through these semantic tokens, so a brand
 * swap is a token swap.
 */
export function createBrandSystem(theme: BrandTheme = defaultBrandTheme) {
  const { tokens, semanticTokens } = palettes({
    brand: theme.primary,
    accent: theme.secondary,
    ...statusColors,
  });
  return createSystem(
    defaultBaseConfig,
    parleyComponentTheme,
    defineConfig({
      globalCss: { html: { colorPalette: 'brand' } },
      theme: {
        tokens: {
          colors: tokens,
          radii: { brand: { value: BRAND_RADIUS } },
        },
        semanticTokens: {
          colors: {
            ...chakraSolidHovers,
            ...semanticTokens,
            menu: {
              bg: { value: theme.menu },
              fg: { value: theme.menuTextPrimary },
            },
            login: { bg: { value: DEFAULT_BRAND_COLORS.loginBackground } },
          },
          radii: { l2: { value: '{radii.brand}' } },
        },
        recipes: { button: solidHoverButtonRecipe },
      },
    }),
    theme.useGradientButtons
      ? defineConfig({ theme: { recipes: { button: gradientButtonRecipe } } })
      : {},
  );
}

export type BrandSystem = ReturnType<typeof createBrandSystem>;
