import * as z from 'zod/mini';
import { pageSchema } from './common';
import { agentPromptSchema, gptSystemSchema, publishingStateSchema } from './gpt-system';
import { promptInputFields } from './user-prompts';

/**
 * Agent management (chat-spec section 7): the owner's personal agents under
 * `/api/internal/gptSystems/personal/management`, and the calls any manager shares under
 * `/api/internal/gptSystems/common/management/{gptSystemId}`. The spec lists the calls only: the
 * shapes are a design that reuses the agent of section 3.
 */

/** `GET .../personal/management`: the signed-in user's own agents, paged. */
export const managedGptSystemPageSchema = pageSchema(gptSystemSchema);

/** `GET .../personal/management/{gptSystemId}`: one agent with its conversation starters. */
export const managedGptSystemSchema = z.extend(gptSystemSchema, {
  prompts: z.array(agentPromptSchema),
});

/** `PUT .../personal/management/{gptSystemId}/publishing`. */
export const updatePublishingRequestSchema = z.object({ publishingState: publishingStateSchema });

/** `POST` and `PUT .../common/management/{gptSystemId}/prompts[/{promptId}]`. */
export const agentPromptInputSchema = z.object(promptInputFields);

/** `GET .../common/management/{gptSystemId}/prompts`. */
export const agentPromptListSchema = z.object({ prompts: z.array(agentPromptSchema) });

/** The answer to an avatar upload: the new version, for the `?v=` cache key. */
export const avatarVersionSchema = z.object({ avatarVersion: z.number().check(z.int()) });

/** The agent-icon upload is a multipart file named `{configStateId}_identicon.svg` (chat-spec 7). */
export function identiconFileName(configStateId: string): string {
  return `${configStateId}_identicon.svg`;
}

export type ManagedGptSystem = z.infer<typeof managedGptSystemSchema>;
export type ManagedGptSystemPage = z.infer<typeof managedGptSystemPageSchema>;
export type UpdatePublishingRequest = z.infer<typeof updatePublishingRequestSchema>;
export type AgentPromptInput = z.infer<typeof agentPromptInputSchema>;
export type AgentPromptList = z.infer<typeof agentPromptListSchema>;
export type AvatarVersion = z.infer<typeof avatarVersionSchema>;
