import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

/**
 * `GET, POST /api/messages` (chat-spec section 7, "Other"; issue 20): platform notices. The spec
 * gives neither purpose nor shape; this design makes them the notices administrators publish in
 * the console (`admin-notices.ts`). GET answers the signed-in user's current notices: those whose
 * window holds now (`startsAt <= now < endsAt`), on the visit's brand or on every brand, that the
 * user has not dismissed, newest start first. POST dismisses one for that user (204; again is fine).
 */

/** How a notice is drawn: `warning` stands out from the plain `info`. */
export const noticeSeverities = ['info', 'warning'] as const;

export const noticeSeveritySchema = z.enum(noticeSeverities);

/** A notice as the chat shows it. */
export const noticeSchema = z.object({
  messageId: idSchema,
  text: z.string(),
  severity: noticeSeveritySchema,
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
});

export const noticeListSchema = z.object({ items: z.array(noticeSchema) });

/** `POST /api/messages`: the notice the user dismisses. */
export const noticeDismissalSchema = z.object({ messageId: idSchema });

export type NoticeSeverity = z.infer<typeof noticeSeveritySchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type NoticeList = z.infer<typeof noticeListSchema>;
export type NoticeDismissal = z.infer<typeof noticeDismissalSchema>;
