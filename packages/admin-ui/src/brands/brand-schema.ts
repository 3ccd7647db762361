import {
  brandContrastProblems,
  brandKeyPattern,
  brandLimits,
  brandMessages as contractMessages,
  DEFAULT_BRAND_COLORS,
  hostNameProblem,
  normalizedHostName,
} from '@parley/api-contract';
import type { AdminBrand, BrandInput, LoginAlignment } from '@parley/api-contract';
import { boolean, mixed, object, string, ValidationError } from 'yup';
import { brandMessages } from './brand-messages';

const colour = () =>
  string()
    .trim()
    .required(brandMessages.colourFormat)
    .matches(/^#[0-9a-fA-F]{6}$/, brandMessages.colourFormat);

const hostLines = (text: string | undefined) =>
  (text ?? '')
    .split(/[\n,]/)
    .map(normalizedHostName)
    .filter((host) => host.length > 0);

/**
 * The brand form's rules, in the contract's words: the key's slug rule (new brands), colours
 * written #RRGGBB, host names, and the contrast rule the server applies (`brandContrastProblems`),
 * shown on the field it names before anything is sent.
 */
export const brandFormSchema = object({
  isNew: boolean().defined(),
  brandKey: string()
    .trim()
    .when('isNew', {
      is: true,
      then: (rule) =>
        rule
          .required(contractMessages.brandKeyFormat)
          .max(brandLimits.brandKeyMaxLength)
          .matches(brandKeyPattern, contractMessages.brandKeyFormat),
    })
    .default(''),
  name: string().trim().max(brandLimits.nameMaxLength).default(''),
  primary: colour(),
  secondary: colour(),
  menu: colour(),
  menuTextPrimary: colour(),
  useGradientButtons: boolean().defined(),
  useLoginBackgroundImg: boolean().defined(),
  loginBackground: colour(),
  loginAlignment: mixed<LoginAlignment>().oneOf(['Left', 'Center', 'Right']).defined(),
  hostNames: string()
    .default('')
    .test('host-names', (text, context) => {
      for (const host of hostLines(text)) {
        const problem = hostNameProblem(host);
        if (problem) return context.createError({ message: problem });
      }
      return true;
    }),
}).test('contrast', (values) => {
  const problems = brandContrastProblems(values);
  if (problems.length === 0) return true;
  return new ValidationError(
    problems.map((problem) => new ValidationError(problem.message, undefined, problem.field)),
  );
});

export interface BrandFormValues {
  isNew: boolean;
  brandKey: string;
  name: string;
  primary: string;
  secondary: string;
  menu: string;
  menuTextPrimary: string;
  useGradientButtons: boolean;
  useLoginBackgroundImg: boolean;
  loginBackground: string;
  loginAlignment: LoginAlignment;
  /** One host name per line. */
  hostNames: string;
}

export const emptyBrandForm: BrandFormValues = {
  isNew: true,
  brandKey: '',
  name: '',
  primary: DEFAULT_BRAND_COLORS.primary,
  secondary: DEFAULT_BRAND_COLORS.secondary,
  menu: DEFAULT_BRAND_COLORS.menu,
  menuTextPrimary: DEFAULT_BRAND_COLORS.menuTextPrimary,
  useGradientButtons: false,
  useLoginBackgroundImg: false,
  loginBackground: DEFAULT_BRAND_COLORS.loginBackground,
  loginAlignment: 'Center',
  hostNames: '',
};

export function brandFormValues(brand: AdminBrand): BrandFormValues {
  return {
    isNew: false,
    brandKey: brand.brandKey,
    name: brand.name ?? '',
    primary: brand.primary,
    secondary: brand.secondary,
    menu: brand.menu,
    menuTextPrimary: brand.menuTextPrimary,
    useGradientButtons: brand.useGradientButtons,
    useLoginBackgroundImg: brand.useLoginBackgroundImg,
    loginBackground: brand.loginBackground,
    loginAlignment: brand.loginAlignment,
    hostNames: brand.hostNames.join('\n'),
  };
}

/** What the server takes: trimmed, colours upper-case, host names as a list, no name as null. */
export function brandInput(values: BrandFormValues): BrandInput {
  const upper = (text: string) => text.trim().toUpperCase();
  const name = values.name.trim();
  return {
    name: name.length > 0 ? name : null,
    primary: upper(values.primary),
    secondary: upper(values.secondary),
    menu: upper(values.menu),
    menuTextPrimary: upper(values.menuTextPrimary),
    useGradientButtons: values.useGradientButtons,
    useLoginBackgroundImg: values.useLoginBackgroundImg,
    loginBackground: upper(values.loginBackground),
    loginAlignment: values.loginAlignment,
    hostNames: hostLines(values.hostNames),
  };
}

/** Whether the colours can be previewed (all written #RRGGBB). */
export function previewableColours(values: BrandFormValues): boolean {
  return [
    values.primary,
    values.secondary,
    values.menu,
    values.menuTextPrimary,
    values.loginBackground,
  ].every((value) => /^#[0-9a-fA-F]{6}$/.test(value.trim()));
}
