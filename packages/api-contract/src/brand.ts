import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #RRGGBB');

/** The colours a brand theme carries (chat-spec section 3, "Theme data"). */
export const brandThemeSchema = z.object({
  brandKey: z.string().min(1),
  primary: hexColor,
  secondary: hexColor,
  menu: hexColor,
  menuTextPrimary: hexColor,
  useGradientButtons: z.boolean(),
});

export type BrandTheme = z.infer<typeof brandThemeSchema>;

/** The default palette of chat-spec section 3. */
export const DEFAULT_BRAND_COLORS = {
  primary: '#784FD3',
  secondary: '#EE396C',
  info: '#00B8D9',
  success: '#22C55E',
  warning: '#FFAB00',
  error: '#FF5630',
  menu: '#000000',
  menuTextPrimary: '#FFFFFF',
  loginBackground: '#919EAB',
} as const;
