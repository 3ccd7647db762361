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
