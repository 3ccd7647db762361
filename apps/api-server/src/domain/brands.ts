import { randomBytes } from 'node:crypto';
import {
  brandContrastProblems,
  brandMessages,
  DEFAULT_BRAND_KEY,
  hostNameProblem,
  normalizedHostName,
} from '@parley/api-contract';
import type { AdminBrand, BrandImageSlot, BrandInput, FieldError } from '@parley/api-contract';
import type { BrandRow, BrandValues } from '../db/queries/brands';
import { HttpError } from '../http/http-error';
import type { AgentAvatarMimeType } from './agent-avatar';

/** The column naming each image slot's file. */
export const brandImageColumns = {
  logo: 'logoFileName',
  navigationLogo: 'navigationLogoFileName',
  splashScreenBackground: 'splashScreenBackgroundFileName',
  avatar: 'avatar',
} as const satisfies Record<BrandImageSlot, keyof BrandRow>;

const extensions: Record<AgentAvatarMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * A new upload's file name: the slot, a time stamp and the type's extension. Each upload gets a
 * new name, so the brand file GET may be cached and a replaced image is never shown stale.
 */
export function brandImageFileName(slot: BrandImageSlot, mimeType: AgentAvatarMimeType, now: Date) {
  const unique = randomBytes(3).toString('hex');
  return `${slot}-${now.getTime().toString(36)}${unique}.${extensions[mimeType]}`;
}

/**
 * The brand form's values as stored: host names trimmed and lower-cased, each a valid host named
 * once, and colours that pass the contrast rule. Refuses with 400 naming every field at fault.
 */
export function checkedBrandInput(input: BrandInput): { values: BrandValues; hostNames: string[] } {
  const problems: FieldError[] = [...brandContrastProblems(input)];
  const hostNames = input.hostNames.map(normalizedHostName).filter((host) => host.length > 0);
  const seen = new Set<string>();
  hostNames.forEach((hostName, index) => {
    const problem = hostNameProblem(hostName);
    if (problem) problems.push({ field: `hostNames.${index}`, message: problem });
    else if (seen.has(hostName)) {
      problems.push({
        field: `hostNames.${index}`,
        message: brandMessages.hostNameRepeated(hostName),
      });
    }
    seen.add(hostName);
  });
  if (problems.length > 0)
    throw new HttpError(400, problems.map((p) => p.message).join(' '), problems);
  const trimmedName = input.name?.trim() ?? '';
  const values: BrandValues = {
    name: trimmedName.length > 0 ? trimmedName : null,
    primary: input.primary,
    secondary: input.secondary,
    menu: input.menu,
    menuTextPrimary: input.menuTextPrimary,
    useGradientButtons: input.useGradientButtons,
    useLoginBackgroundImg: input.useLoginBackgroundImg,
    loginBackground: input.loginBackground,
    loginAlignment: input.loginAlignment,
  };
  return { values, hostNames };
}

/** Refuses host names another brand holds: 409, naming the host and its brand. */
export function refuseHeldHostNames(held: { hostName: string; brandKey: string }[]): void {
  const [first] = held;
  if (!first) return;
  throw new HttpError(
    409,
    brandMessages.hostNameTaken(first.hostName, first.brandKey),
    held.map((row) => ({
      field: 'hostNames',
      message: brandMessages.hostNameTaken(row.hostName, row.brandKey),
    })),
  );
}

/** Why a brand cannot be deleted, or undefined. */
export function brandDeletionProblem(
  brandKey: string,
  instanceDefaultBrandKey: string,
  policyNames: string[],
): string | undefined {
  if (brandKey === DEFAULT_BRAND_KEY) return brandMessages.defaultBrandUndeletable;
  if (brandKey === instanceDefaultBrandKey)
    return brandMessages.instanceDefaultUndeletable(brandKey);
  if (policyNames.length > 0) return brandMessages.policiesOnBrand(brandKey, policyNames);
  return undefined;
}

/** A brand as the console edits it. */
export function adminBrandView(
  row: BrandRow,
  hostNames: string[],
  files: string[],
  instanceDefaultBrandKey: string,
): AdminBrand {
  return {
    brandKey: row.brandKey,
    name: row.name,
    primary: row.primary,
    secondary: row.secondary,
    menu: row.menu,
    menuTextPrimary: row.menuTextPrimary,
    useGradientButtons: row.useGradientButtons,
    useLoginBackgroundImg: row.useLoginBackgroundImg,
    loginBackground: row.loginBackground,
    loginAlignment: row.loginAlignment as AdminBrand['loginAlignment'],
    hostNames,
    logoFileName: row.logoFileName,
    navigationLogoFileName: row.navigationLogoFileName,
    splashScreenBackgroundFileName: row.splashScreenBackgroundFileName,
    avatar: row.avatar,
    files,
    isInstanceDefault: row.brandKey === instanceDefaultBrandKey,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a brand: everything but the time stamps. */
export function auditedBrand(
  brand: AdminBrand,
): Omit<AdminBrand, 'createdAt' | 'isInstanceDefault'> {
  return Object.fromEntries(
    Object.entries(brand).filter(([key]) => key !== 'createdAt' && key !== 'isInstanceDefault'),
  ) as Omit<AdminBrand, 'createdAt' | 'isInstanceDefault'>;
}
