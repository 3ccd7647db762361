import { z } from 'zod';
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
  name: z.string().nullable(),
  description: z.string().nullable(),
  gptSystemType: gptSystemTypeSchema,
  moderationStatus: moderationStatusSchema,
  ownership: ownershipSchema,
  /** Version of the avatar image, for the `?v=` cache key; null when the agent has none. */
  avatarVersion: z.number().int().nullable(),
  publishingState: publishingStateSchema,
  publicEndpoint: z.string().nullable(),
  gptSystemConfigurationStateId: idSchema.nullable(),
  configStateId: idSchema.nullable(),
});

export const guidelinesDocumentReferenceSchema = z.object({
  guidelinesDocumentId: idSchema,
  requireConsent: z.boolean(),
});

/** `GET .../gptSystems/{gptSystemId}/detailsForConversation`: what the chat page shows and needs. */
export const gptSystemDetailsForConversationSchema = z.object({
  gptSystemId: idSchema,
  name: z.string().nullable(),
  gptSystemType: gptSystemTypeSchema,
  moderationStatus: moderationStatusSchema,
  ownership: ownershipSchema,
  avatarVersion: z.number().int().nullable(),
  introduction: z.string(),
  capabilityTypes: z.array(capabilityTypeSchema),
  guidelinesDocument: guidelinesDocumentReferenceSchema.nullable(),
  visionFileUpload: z.boolean(),
});

export const promptsForConversationSchema = z.object({ prompts: z.array(agentPromptSchema) });

/** `answeredWithGptSystem` of a segment; PascalCase inside stream payloads. */
export const answeredWithGptSystemSchema = z.object({
  gptSystemId: idSchema,
  name: z.string().nullable(),
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
