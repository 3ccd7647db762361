const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const utcFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment in the reader's local time, as the console's lists write it. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export interface DateTimeTextProps {
  /** An ISO date-time, or `null` for a moment that has not happened. */
  value: string | null;
  /** What `null` reads as. */
  missing?: string;
  /** Only the day (a creation date in a list); the hover still gives the exact time. */
  dateOnly?: boolean;
}

/** A moment in local time, UTC on hover (CONSOLE.md: absolute timestamps, UTC on hover). */
export function DateTimeText({ value, missing = 'Never', dateOnly = false }: DateTimeTextProps) {
  if (value === null) return <>{missing}</>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={`${utcFormat.format(date)} UTC`}>
      {(dateOnly ? dateFormat : dateTimeFormat).format(date)}
    </time>
  );
}
