import * as z from 'zod/mini';
import { hexColor, loginAlignmentSchema } from './brand';
import { colorScale, contrastRatio, readableTextOn } from './brand-colors';
import type { FieldError } from './common';

/*
 * Brand management in the console (admin-spec sections 3 and 7, "Brands"; issue 17), apart from
 * the brand theme every app reads (`brand.ts`), so the apps' bundles do not carry it.
 */

/**
 * `GET .../admin/brands`: the brands by key (admin-spec section 7, "GET admin list"), for the
 * brands console and for the forms that choose a brand (an agent's public chat).
 */
export const adminBrandListSchema = z.object({
  items: z.array(
    z.object({
      brandKey: z.string().check(z.minLength(1)),
      name: z.nullable(z.string()),
      primary: hexColor,
      menu: hexColor,
      navigationLogoFileName: z.nullable(z.string()),
      hostNames: z.array(z.string()),
      /** The instance's default brand. */
      isInstanceDefault: z.boolean(),
    }),
  ),
});

export type AdminBrandList = z.infer<typeof adminBrandListSchema>;

export const brandLimits = {
  brandKeyMaxLength: 50,
  nameMaxLength: 100,
  hostNameMaxLength: 253,
  hostNamesMax: 20,
  /** WCAG 2 AA for normal text. */
  minimumTextContrast: 4.5,
} as const;

/** A brand key: a lower-case slug (letters, digits, single hyphens between them). */
export const brandKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A host name a brand is reached on: lower-case DNS labels or an IPv4 address, no port, no scheme. */
const hostNamePattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The image a brand shows in each place, and the column naming its file. */
export const brandImageSlots = [
  'logo',
  'navigationLogo',
  'splashScreenBackground',
  'avatar',
] as const;
export type BrandImageSlot = (typeof brandImageSlots)[number];

/** What the form calls the fields that messages name. */
export const brandFieldLabels = {
  brandKey: 'Brand key',
  name: 'Name',
  primary: 'Primary colour',
  secondary: 'Secondary colour',
  menu: 'Menu colour',
  menuTextPrimary: 'Menu text colour',
  loginBackground: 'Login background colour',
  hostNames: 'Host names',
  logo: 'Logo',
  navigationLogo: 'Navigation logo',
  splashScreenBackground: 'Login background image',
  avatar: 'Avatar',
} as const;

export const brandMessages = {
  brandKeyFormat:
    'The brand key may hold only lower-case letters, digits and single hyphens between them (for example "north-shore").',
  brandKeyTaken: (brandKey: string) => `A brand with the key "${brandKey}" already exists.`,
  notFound: (brandKey: string) => `No brand has the key "${brandKey}".`,
  defaultBrandUndeletable:
    'The brand "default" cannot be deleted: it is what every visit falls back to.',
  instanceDefaultUndeletable: (brandKey: string) =>
    `The brand "${brandKey}" is the instance's default brand and cannot be deleted. Choose another default brand first.`,
  policiesOnBrand: (brandKey: string, policyNames: string[]) =>
    `The brand "${brandKey}" cannot be deleted while chat access policies are limited to it: ${policyNames.map((name) => `"${name}"`).join(', ')}. Change or delete them first.`,
  hostNameFormat: (hostName: string) =>
    `"${hostName}" is not a host name: write it as lower-case letters, digits, hyphens and dots (for example "chat.example.com"), without "https://", a port or a path.`,
  hostNameRepeated: (hostName: string) => `"${hostName}" is listed twice.`,
  hostNameTaken: (hostName: string, brandKey: string) =>
    `The host name "${hostName}" already belongs to the brand "${brandKey}"; a host serves one brand.`,
  contrast: (
    field: keyof typeof brandFieldLabels,
    text: string,
    background: string,
    ratio: number,
    against: string,
  ) =>
    `${brandFieldLabels[field]}: ${text} on ${background} (${against}) has a contrast of ${formatRatio(ratio)}:1; text needs at least ${brandLimits.minimumTextContrast}:1 (WCAG AA).`,
  fileNotFound: (brandKey: string, fileName: string) =>
    `Brand "${brandKey}" has no file "${fileName}".`,
} as const;

const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * The colour pairs that carry text in the brand's theme, each checked against WCAG AA: the menu's
 * text on the menu, and with gradient buttons the buttons' text (black or white, whichever reads
 * better on the primary colour) on the gradient's two ends, the primary colour's 500 and 700 steps
 * (theme-brands draws them so). The server refuses a brand that fails; the console's form shows the
 * same words before saving.
 */
export function brandContrastProblems(colors: {
  primary: string;
  menu: string;
  menuTextPrimary: string;
  useGradientButtons: boolean;
}): FieldError[] {
  const pairs: [keyof typeof brandFieldLabels, string, string, string][] = [];
  if (isHexColor(colors.menu) && isHexColor(colors.menuTextPrimary)) {
    pairs.push(['menuTextPrimary', colors.menuTextPrimary, colors.menu, 'the menu colour']);
  }
  if (colors.useGradientButtons && isHexColor(colors.primary)) {
    const buttonText = readableTextOn(colors.primary);
    const scale = colorScale(colors.primary);
    pairs.push(['primary', buttonText, scale['700'], 'the dark end of gradient buttons']);
  }
  const problems: FieldError[] = [];
  for (const [field, text, background, against] of pairs) {
    const ratio = contrastRatio(text, background);
    if (ratio < brandLimits.minimumTextContrast) {
      problems.push({
        field,
        message: brandMessages.contrast(field, text, background, ratio, against),
      });
    }
  }
  return problems;
}

/** Why a host name will not do, or undefined. Callers lower-case and trim first. */
export function hostNameProblem(hostName: string): string | undefined {
  return hostNamePattern.test(hostName) ? undefined : brandMessages.hostNameFormat(hostName);
}

/** Host names as the server stores them: trimmed, lower-case, without a trailing dot. */
export const normalizedHostName = (hostName: string) =>
  hostName.trim().toLowerCase().replace(/\.$/, '');

/** What a brand's form sends (`PUT admin/brands/{brandKey}`; POST adds `brandKey`). */
export const brandInputSchema = z.object({
  name: z.nullable(z.string().check(z.maxLength(brandLimits.nameMaxLength))),
  primary: hexColor,
  secondary: hexColor,
  menu: hexColor,
  menuTextPrimary: hexColor,
  useGradientButtons: z.boolean(),
  useLoginBackgroundImg: z.boolean(),
  loginBackground: hexColor,
  loginAlignment: loginAlignmentSchema,
  hostNames: z
    .array(z.string().check(z.maxLength(brandLimits.hostNameMaxLength)))
    .check(z.maxLength(brandLimits.hostNamesMax)),
});

export const newBrandSchema = z.extend(brandInputSchema, {
  brandKey: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(brandLimits.brandKeyMaxLength),
      z.regex(brandKeyPattern, brandMessages.brandKeyFormat),
    ),
});

/** A brand as the console edits it: its theme, login look, files, host names and whether it is the default. */
export const adminBrandSchema = z.extend(brandInputSchema, {
  brandKey: z.string(),
  logoFileName: z.nullable(z.string()),
  navigationLogoFileName: z.nullable(z.string()),
  splashScreenBackgroundFileName: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  files: z.array(z.string()),
  /** The instance's default brand (what a visit on no brand's host gets). */
  isInstanceDefault: z.boolean(),
  createdAt: z.string(),
});

/** `POST admin/brands/{brandKey}/images/{slot}`: the stored file's name. */
export const brandImageUploadSchema = z.object({ fileName: z.string() });

/** `GET` and `PUT admin/instanceSettings/defaultBrandKey`: the brand of visits on no brand's host. */
export const defaultBrandKeySchema = z.object({
  defaultBrandKey: z.string().check(z.minLength(1), z.maxLength(brandLimits.brandKeyMaxLength)),
});

export type BrandInput = z.infer<typeof brandInputSchema>;
export type NewBrand = z.infer<typeof newBrandSchema>;
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export type DefaultBrandKey = z.infer<typeof defaultBrandKeySchema>;
