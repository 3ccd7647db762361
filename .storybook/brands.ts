import type { BrandTheme } from '@parley/api-contract';
import { defaultBrandTheme } from '@parley/theme-brands';

/** The brands the toolbar switches between: the default and one with other colours. */
export const storybookBrands: Record<string, BrandTheme> = {
  default: defaultBrandTheme,
  harbour: {
    brandKey: 'harbour',
    primary: '#0B6E4F',
    secondary: '#F4A259',
    menu: '#0E2A3B',
    menuTextPrimary: '#FFFFFF',
    useGradientButtons: true,
  },
};
