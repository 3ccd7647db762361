import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, pageSchema, requiredText } from './common';

/**
 * `GET, POST /api/messages` (chat-spec section 7, "Other"): the one call outside `/api/internal`.
 * The spec gives neither purpose nor shape; this design treats it as the user's message feed
 * (notices from the platform and messages the user sent), newest first, paged.
 */
export const MESSAGE_TEXT_MAX_LENGTH = 4_000;

export const messageSchema = z.object({
  messageId: idSchema,
  text: z.string(),
  createdAt: isoDateTimeSchema,
});

export const messagePageSchema = pageSchema(messageSchema);

export const messageInputSchema = z.object({
  text: requiredText(
    'Message text is required',
    MESSAGE_TEXT_MAX_LENGTH,
    `Message text must be at most ${MESSAGE_TEXT_MAX_LENGTH} characters`,
  ),
});

export type Message = z.infer<typeof messageSchema>;
export type MessagePage = z.infer<typeof messagePageSchema>;
export type MessageInput = z.infer<typeof messageInputSchema>;
