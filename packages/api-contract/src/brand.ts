import * as z from 'zod/mini';

/** A colour as brands store it, #RRGGBB. */
export const hexColor = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #RRGGBB'));

/** The colours a brand theme carries (chat-spec section 3, "Theme data"). */
export const brandThemeSchema = z.object({
  brandKey: z.string().check(z.minLength(1)),
  primary: hexColor,
  secondary: hexColor,
  menu: hexColor,
  menuTextPrimary: hexColor,
  useGradientButtons: z.boolean(),
});

export const loginAlignmentSchema = z.enum(['Left', 'Right', 'Center']);

/** A brand as login and theme use it (chat-spec section 3). File names resolve through `paths.brands.file`. */
export const brandSchema = z.object({
  brandKey: z.string().check(z.minLength(1)),
  /** The brand's name for the page title; null (or absent): the instance's name. */
  name: z.optional(z.nullable(z.string())),
  logoFileName: z.nullable(z.string()),
  navigationLogoFileName: z.nullable(z.string()),
  splashScreenBackgroundFileName: z.nullable(z.string()),
  useLoginBackgroundImg: z.boolean(),
  loginBackground: hexColor,
  loginAlignment: loginAlignmentSchema,
  avatar: z.nullable(z.string()),
  files: z.array(z.string()),
});

/** `GET /api/internal/brands/{brandKey}/theme`: public, the login page needs it before sign-in. */
export const brandThemeResponseSchema = z.object({
  brand: brandSchema,
  theme: brandThemeSchema,
});

export type BrandTheme = z.infer<typeof brandThemeSchema>;
export type LoginAlignment = z.infer<typeof loginAlignmentSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type BrandThemeResponse = z.infer<typeof brandThemeResponseSchema>;

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
