import { noticeLimits, noticeMessages, noticeSeverities } from '@parley/api-contract';
import type { NoticeInput } from '@parley/api-contract';
import { mixed, object, string } from 'yup';
import type { InferType } from 'yup';
import { fromLocalInput } from './notice-local-time';

/**
 * The notice form's rules, in the contract's words and limits (`noticeInputSchema`): a text of at
 * most 1000 characters, a start and an end (local times, datetime-local inputs), the end after
 * the start.
 */
export const noticeFormSchema = object({
  text: string()
    .trim()
    .required(noticeMessages.textRequired)
    .max(noticeLimits.textMaxLength, noticeMessages.textTooLong),
  severity: mixed<(typeof noticeSeverities)[number]>().oneOf(noticeSeverities).defined(),
  // The brand select's "All brands" is the empty choice, which Formik hands to yup as undefined.
  brandKey: string().nullable().default(null),
  startsAt: string()
    .required(noticeMessages.startRequired)
    .test('date-time', noticeMessages.startRequired, (value) => fromLocalInput(value) !== ''),
  endsAt: string()
    .required(noticeMessages.endRequired)
    .test('date-time', noticeMessages.endRequired, (value) => fromLocalInput(value) !== '')
    .test('after-start', noticeMessages.endBeforeStart, (value, context) => {
      const start = fromLocalInput(context.parent.startsAt ?? '');
      const end = fromLocalInput(value);
      return !start || !end || Date.parse(end) > Date.parse(start);
    }),
});

export type NoticeFormValues = InferType<typeof noticeFormSchema>;

/** What the server takes: trimmed, no brand as null, the local times as ISO UTC. */
export function noticeInput(values: NoticeFormValues): NoticeInput {
  const cast = noticeFormSchema.cast(values);
  return {
    text: cast.text,
    severity: cast.severity,
    brandKey: cast.brandKey || null,
    startsAt: fromLocalInput(cast.startsAt),
    endsAt: fromLocalInput(cast.endsAt),
  };
}
