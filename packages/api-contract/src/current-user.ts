import * as z from 'zod/mini';
import { idSchema } from './common';
import { gptSystemSchema } from './gpt-system';

export const personalAgentSettingsSchema = z.object({
  isBannedFromCreatingAgents: z.boolean(),
  isBannedFromSharingAgents: z.boolean(),
});

/** `GET /api/internal/currentUser/details`. */
export const currentUserDetailsSchema = z.object({
  userId: idSchema,
  userName: z.string(),
  displayName: z.string(),
  personalAgentSettings: personalAgentSettingsSchema,
});

export const userRoleSchema = z.object({
  userRoleId: idSchema,
  name: z.string(),
  resolvedActions: z.array(z.string()),
});

export const userRolesWithResolvedActionsSchema = z.object({ userRoles: z.array(userRoleSchema) });

export const availableGptSystemsSchema = z.object({ items: z.array(gptSystemSchema) });

/** Response field names as the spec gives them (chat-spec section 3). */
export const pinnedGptSystemsSchema = z.object({ pinnedGptSystems: z.array(gptSystemSchema) });
export const recentGptSystemsSchema = z.object({ recentGpts: z.array(gptSystemSchema) });

export type PersonalAgentSettings = z.infer<typeof personalAgentSettingsSchema>;
export type CurrentUserDetails = z.infer<typeof currentUserDetailsSchema>;
export type UserRole = z.infer<typeof userRoleSchema>;
export type UserRolesWithResolvedActions = z.infer<typeof userRolesWithResolvedActionsSchema>;
export type AvailableGptSystems = z.infer<typeof availableGptSystemsSchema>;
export type PinnedGptSystems = z.infer<typeof pinnedGptSystemsSchema>;
export type RecentGptSystems = z.infer<typeof recentGptSystemsSchema>;
