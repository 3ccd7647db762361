const pad = (value: number) => String(value).padStart(2, '0');

/** The user's time zone, as the form names it beside the start and end. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An ISO date-time as a datetime-local input shows it: the user's local time, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (local time) as an ISO UTC date-time; '' when it is not one. */
export function fromLocalInput(local: string): string {
  // A date and time without an offset is read as local time.
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}
