import * as z from 'zod/mini';
import { idSchema } from './common';

export const gptSystemTypeSchema = z.enum(['System', 'User']);
export const moderationStatusSchema = z.enum(['None', 'Banned']);
export const capabilityTypeSchema = z.enum(['CodeInterpreter', 'FileSearch', 'Vision']);
export const publishingStateSchema = z.enum(['Draft', 'Published']);

export const ownershipSchema = z.object({ ownerIsCurrentUser: z.boolean() });

export const agentPromptSchema = z.object({
  promptId: idSchema,
  title: z.string(),
  text: z.string(),
});

/** An agent as lists show it (chat-spec section 3, "Agent (GptSystem)"). */
export const gptSystemSchema = z.object({
  gptSystemId: idSchema,
  /** Null or missing names display as "Unnamed Agent". */
  name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  gptSystemType: gptSystemTypeSchema,
  moderationStatus: moderationStatusSchema,
  ownership: ownershipSchema,
  /** Version of the avatar image, for the `?v=` cache key; null when the agent has none. */
  avatarVersion: z.nullable(z.number().check(z.int())),
  publishingState: publishingStateSchema,
  publicEndpoint: z.nullable(z.string()),
  gptSystemConfigurationStateId: z.nullable(idSchema),
  configStateId: z.nullable(idSchema),
  /** The published version chat answers with (the server says which is live); null: none yet. */
  publishedVersion: z.nullable(z.number().check(z.int())),
});

export const guidelinesDocumentReferenceSchema = z.object({
  guidelinesDocumentId: idSchema,
  requireConsent: z.boolean(),
});

/** `GET .../gptSystems/{gptSystemId}/detailsForConversation`: what the chat page shows and needs. */
export const gptSystemDetailsForConversationSchema = z.object({
  gptSystemId: idSchema,
  name: z.nullable(z.string()),
  gptSystemType: gptSystemTypeSchema,
  moderationStatus: moderationStatusSchema,
  ownership: ownershipSchema,
  avatarVersion: z.nullable(z.number().check(z.int())),
  introduction: z.string(),
  capabilityTypes: z.array(capabilityTypeSchema),
  guidelinesDocument: z.nullable(guidelinesDocumentReferenceSchema),
  visionFileUpload: z.boolean(),
});

export const promptsForConversationSchema = z.object({ prompts: z.array(agentPromptSchema) });

/** `answeredWithGptSystem` of a segment; PascalCase inside stream payloads. */
export const answeredWithGptSystemSchema = z.object({
  gptSystemId: idSchema,
  name: z.nullable(z.string()),
  gptSystemType: gptSystemTypeSchema,
  isPublic: z.boolean(),
});

export type GptSystemType = z.infer<typeof gptSystemTypeSchema>;
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;
export type CapabilityType = z.infer<typeof capabilityTypeSchema>;
export type AgentPrompt = z.infer<typeof agentPromptSchema>;
export type GptSystem = z.infer<typeof gptSystemSchema>;
export type GuidelinesDocumentReference = z.infer<typeof guidelinesDocumentReferenceSchema>;
export type GptSystemDetailsForConversation = z.infer<typeof gptSystemDetailsForConversationSchema>;
export type PromptsForConversation = z.infer<typeof promptsForConversationSchema>;
export type AnsweredWithGptSystem = z.infer<typeof answeredWithGptSystemSchema>;
