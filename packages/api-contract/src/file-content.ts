import { z } from 'zod';

/**
 * `GET /VisionImages/{visionImageId}/Files/{blobFileName}/base64` and `GET attachments/{id}/base64`:
 * a stored file as base64 with its MIME type (chat-spec section 7, "Vision fetch").
 */
export const fileContentSchema = z.object({
  base64Content: z.string(),
  mimeType: z.string(),
});

/** Multipart form fields of the uploads (chat-spec section 7): the file is always named `file`. */
export const uploadFormFields = {
  file: 'file',
  /** Vision upload from public chat: the visitor's session. */
  sessionIdentifier: 'sessionIdentifier',
  /** Attachment upload: FileSearch or CodeInterpreter. */
  attachmentType: 'attachmentType',
  /** Attachment upload: where the file is used; chat sends "Conversation". */
  context: 'context',
} as const;

/** The attachment context chat sends with every attachment upload (chat-spec section 7). */
export const CONVERSATION_ATTACHMENT_CONTEXT = 'Conversation';

export type FileContent = z.infer<typeof fileContentSchema>;
