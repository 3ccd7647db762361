import * as z from 'zod/mini';

/**
 * Instance settings in the console (issue 17, admin-spec section 2: `/admin/instanceSettings/{tab}`).
 * admin-spec section 3 does not show their fields; each tab's shape below is this product's design.
 */

/** The most personal agents the per-user limit may name. */
export const maxAgentsPerUserLimit = 1000;

/** The personalAgents tab's words the server and the console share. */
export const personalAgentSettingsMessages = {
  maxAgentsPerUser: `Enter a whole number from 1 to ${maxAgentsPerUserLimit}, or leave it empty for no limit.`,
  sharingOff: 'Sharing personal agents is turned off for this instance.',
  limitReached: (most: number) =>
    `You already have ${most} personal ${most === 1 ? 'agent' : 'agents'}, the most this instance allows. Delete one to create another.`,
} as const;

/**
 * The personalAgents tab: whether staff may build their own agents (AllowUserCreatedGptSystems),
 * whether they may share them by link, and the most one user may own (null: no limit).
 */
export const instancePersonalAgentSettingsSchema = z.object({
  allowUserCreatedGptSystems: z.boolean(),
  allowAgentSharing: z.boolean(),
  maxAgentsPerUser: z.nullable(
    z
      .number(personalAgentSettingsMessages.maxAgentsPerUser)
      .check(
        z.int(personalAgentSettingsMessages.maxAgentsPerUser),
        z.gte(1, personalAgentSettingsMessages.maxAgentsPerUser),
        z.lte(maxAgentsPerUserLimit, personalAgentSettingsMessages.maxAgentsPerUser),
      ),
  ),
});

export type InstancePersonalAgentSettings = z.infer<typeof instancePersonalAgentSettingsSchema>;

/** The instance's provider keys (apiKeys tab, admin-spec section 7: Claude and Bing API key). */
export const instanceApiKeyKinds = ['claude', 'bing'] as const;
export const instanceApiKeyKindSchema = z.enum(instanceApiKeyKinds);
export type InstanceApiKeyKind = z.infer<typeof instanceApiKeyKindSchema>;

/** The shortest key accepted: its last four characters are shown, which must not be most of it. */
export const instanceApiKeyMinLength = 12;
export const instanceApiKeyMaxLength = 500;
export const instanceApiKeyMessages = {
  required: 'Enter the key.',
  tooShort: `A key has at least ${instanceApiKeyMinLength} characters.`,
  tooLong: `A key has at most ${instanceApiKeyMaxLength} characters.`,
  spaces: 'A key has no spaces.',
} as const;

/**
 * A provider key as any call answers it: never the key, only its last four characters behind
 * dots (`••••abcd`) and when it was set; both null when none is stored.
 */
export const instanceApiKeySchema = z.object({
  kind: instanceApiKeyKindSchema,
  maskedValue: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type InstanceApiKey = z.infer<typeof instanceApiKeySchema>;

/** `PUT .../apiKeys/{kind}`: the new key, whole (the only time it travels). */
export const instanceApiKeyInputSchema = z.object({
  key: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: instanceApiKeyMessages.required, abort: true }),
      z.minLength(instanceApiKeyMinLength, instanceApiKeyMessages.tooShort),
      z.maxLength(instanceApiKeyMaxLength, instanceApiKeyMessages.tooLong),
      z.regex(/^\S*$/, instanceApiKeyMessages.spaces),
    ),
});
export type InstanceApiKeyInput = z.infer<typeof instanceApiKeyInputSchema>;

/** The branding tab's limits and words. */
export const brandingLimits = { nameMaxLength: 100 } as const;
export const brandingMessages = {
  nameRequired: 'Enter the application name.',
  nameTooLong: `The application name has at most ${brandingLimits.nameMaxLength} characters.`,
  organizationRequired: 'Enter the organisation name.',
  organizationTooLong: `The organisation name has at most ${brandingLimits.nameMaxLength} characters.`,
} as const;

/**
 * The branding tab: the application's and the organisation's names (the instance settings every
 * client reads: page titles, the about drawer) and the ShowFooter and AllowConnections switches.
 * The default brand is chosen beside them through `PUT .../defaultBrandKey`.
 */
export const instanceBrandingSettingsSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: brandingMessages.nameRequired, abort: true }),
      z.maxLength(brandingLimits.nameMaxLength, brandingMessages.nameTooLong),
    ),
  organizationName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: brandingMessages.organizationRequired, abort: true }),
      z.maxLength(brandingLimits.nameMaxLength, brandingMessages.organizationTooLong),
    ),
  showFooter: z.boolean(),
  allowConnections: z.boolean(),
});
export type InstanceBrandingSettings = z.infer<typeof instanceBrandingSettingsSchema>;
