import * as z from 'zod/mini';

/**
 * Instance settings in the console (issue 17, admin-spec section 2: `/admin/instanceSettings/{tab}`).
 * admin-spec section 3 does not show their fields; each tab's shape below is this product's design.
 */

/** The personalAgents tab: whether staff may build their own agents (AllowUserCreatedGptSystems). */
export const instancePersonalAgentSettingsSchema = z.object({
  allowUserCreatedGptSystems: z.boolean(),
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
