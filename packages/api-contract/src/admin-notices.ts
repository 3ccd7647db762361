import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { noticeSeveritySchema } from './messages';
import { ADMIN_API_PREFIX } from './paths';

/*
 * Platform notices in the console (issue 20): an administrator publishes a text for one brand or
 * every brand, shown in the chat from its start until its end (`messages.ts` is the chat's side).
 * Reading needs InstanceSettingsRead, publishing, changing and withdrawing InstanceSettingsWrite.
 * Admin-only, with its own paths, so the chat's bundle does not carry it.
 */

const encode = encodeURIComponent;
const notices = `${ADMIN_API_PREFIX}/notices`;

/** The console's notice calls. */
export const noticePaths = {
  /** `GET` every notice, `POST` (publish) a new one. */
  list: () => notices,
  /** `GET`, `PUT` or `DELETE` (withdraw) a notice. */
  one: (noticeId: string) => `${notices}/${encode(noticeId)}`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const noticeRoutes = {
  list: notices,
  one: `${notices}/:noticeId`,
} as const;

export const noticeLimits = {
  textMaxLength: 1_000,
  brandKeyMaxLength: 100,
} as const;

export const noticeMessages = {
  textRequired: 'Text is required',
  textTooLong: `Text must be at most ${noticeLimits.textMaxLength} characters`,
  startRequired: 'Enter the start as a date and time',
  endRequired: 'Enter the end as a date and time',
  endBeforeStart: 'The end must be after the start',
  unknownBrand: (brandKey: string) => `No brand has the key "${brandKey}".`,
  notFound: (noticeId: string) => `No notice has the id "${noticeId}".`,
} as const;

const dateTime = (message: string) => z.iso.datetime({ offset: true, error: message });

function endsNoLaterThanStart(startsAt: string, endsAt: string): boolean {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  return !Number.isNaN(start) && !Number.isNaN(end) && end <= start;
}

/** What the console's form sends to publish or change a notice. */
export const noticeInputSchema = z
  .object({
    text: requiredText(
      noticeMessages.textRequired,
      noticeLimits.textMaxLength,
      noticeMessages.textTooLong,
    ),
    severity: noticeSeveritySchema,
    /** Only on this brand; `null` on every brand. */
    brandKey: z.nullable(
      z.string().check(z.minLength(1), z.maxLength(noticeLimits.brandKeyMaxLength)),
    ),
    startsAt: dateTime(noticeMessages.startRequired),
    endsAt: dateTime(noticeMessages.endRequired),
  })
  .check(
    // Only between two valid dates: a missing one already has its own message.
    z.refine((notice) => !endsNoLaterThanStart(notice.startsAt, notice.endsAt), {
      message: noticeMessages.endBeforeStart,
      path: ['endsAt'],
    }),
  );

/** Where a notice stands now: not started, shown, or over. */
export const noticeStates = ['Scheduled', 'Current', 'Ended'] as const;

export const noticeStateSchema = z.enum(noticeStates);

/** A notice's state at `now`: shown from its start (included) until its end (excluded). */
export function noticeStateAt(
  notice: { startsAt: string; endsAt: string },
  now: Date,
): NoticeState {
  const time = now.getTime();
  if (time < Date.parse(notice.startsAt)) return 'Scheduled';
  return time < Date.parse(notice.endsAt) ? 'Current' : 'Ended';
}

export const adminNoticeSchema = z.object({
  noticeId: idSchema,
  text: z.string(),
  severity: noticeSeveritySchema,
  brandKey: z.nullable(z.string()),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  /** Computed by the server when it answers. */
  state: noticeStateSchema,
  /** The user name of who published it (kept when the user is gone). */
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});

/** Every notice, newest start first. */
export const adminNoticeListSchema = z.object({ items: z.array(adminNoticeSchema) });

export type NoticeInput = z.infer<typeof noticeInputSchema>;
export type NoticeState = z.infer<typeof noticeStateSchema>;
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export type AdminNoticeList = z.infer<typeof adminNoticeListSchema>;
