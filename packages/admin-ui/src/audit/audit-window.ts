import { adminLimits } from '@parley/api-contract';
import type { AuditExportQuery } from '@parley/api-contract';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The audit log's filters as the URL keeps them: the contract's query fields, with the window's
 * ends as ISO UTC times, and `last`, a preset window counted back from now (`24h`, `7d`, `30d`).
 * With neither a preset nor an end, the contract's default window applies.
 */
export const auditFilterKeys = [
  'type',
  'aggregateRootId',
  'userName',
  'domainOperation',
  'details',
  'timeStampFrom',
  'timeStampTo',
  'last',
] as const;

export type AuditFilterKey = (typeof auditFilterKeys)[number];
export type AuditFilterValues = Record<AuditFilterKey, string>;

export const emptyAuditFilters: AuditFilterValues = {
  type: '',
  aggregateRootId: '',
  userName: '',
  domainOperation: '',
  details: '',
  timeStampFrom: '',
  timeStampTo: '',
  last: '',
};

/** The URL parameter naming the entry whose details are open (a permalink to it). */
export const AUDIT_ENTRY_PARAM = 'entry';

export interface AuditWindowPreset {
  /** The value of `last` in the URL. */
  key: string;
  label: string;
  /** How far back from now the window starts. */
  durationMs: number;
  /** What the page says while it applies ("Showing the last 7 days"). */
  description: string;
}

const preset = (key: string, label: string, durationMs: number): AuditWindowPreset => ({
  key,
  label,
  durationMs,
  description: `Showing the ${label.toLowerCase()}`,
});

export const auditWindowPresets: readonly AuditWindowPreset[] = [
  preset('24h', 'Last 24 hours', DAY_MS),
  preset('7d', 'Last 7 days', 7 * DAY_MS),
  preset('30d', 'Last 30 days', 30 * DAY_MS),
];

/** The window the server applies when the query names no start (the contract's default). */
export const defaultAuditWindow: AuditWindowPreset = preset(
  `${adminLimits.auditDefaultWindowDays}d`,
  `Last ${adminLimits.auditDefaultWindowDays} days`,
  adminLimits.auditDefaultWindowDays * DAY_MS,
);

/** A time of the URL as a Date, or undefined when the URL holds none or something else. */
function timeOf(value: string): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The preset the filters apply: the named one, or the default when no end is chosen. */
export function activeAuditPreset(values: AuditFilterValues): AuditWindowPreset | undefined {
  if (timeOf(values.timeStampFrom) || timeOf(values.timeStampTo)) return undefined;
  return auditWindowPresets.find((option) => option.key === values.last) ?? defaultAuditWindow;
}

/**
 * The query the list and the export send. The start is always sent, also for the default
 * window, so what the page says it shows is what the server is asked for: a chosen start, or the
 * preset's (or the default window's) length back from the chosen end or from `now`.
 */
export function auditQueryOf(values: AuditFilterValues, now: number): AuditExportQuery {
  const from = timeOf(values.timeStampFrom);
  const to = timeOf(values.timeStampTo);
  const window = activeAuditPreset(values) ?? defaultAuditWindow;
  const start = from ?? new Date((to?.getTime() ?? now) - window.durationMs);
  const text = (value: string) => value.trim() || undefined;
  const query: AuditExportQuery = {
    type: text(values.type),
    aggregateRootId: text(values.aggregateRootId),
    userName: text(values.userName),
    domainOperation: text(values.domainOperation),
    details: text(values.details),
    timeStampFrom: start.toISOString(),
    timeStampTo: to?.toISOString(),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AuditExportQuery;
}

const localFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const utcFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** An absolute time in the reader's time zone ("25 Nov 2026, 10:04:00"). */
export const formatLocalTime = (iso: string) => localFormat.format(new Date(iso));

/** The same time in UTC, said to be so ("25 Nov 2026, 09:04:00 UTC"). */
export const formatUtcTime = (iso: string) => `${utcFormat.format(new Date(iso))} UTC`;

/** What the page says of the window the list shows. */
export function describeAuditWindow(values: AuditFilterValues): string {
  const current = activeAuditPreset(values);
  if (current) return current.description;
  const from = timeOf(values.timeStampFrom);
  const to = timeOf(values.timeStampTo);
  const local = (date: Date) => formatLocalTime(date.toISOString());
  if (from && to) return `Showing ${local(from)} to ${local(to)}`;
  if (from) return `Showing ${local(from)} to now`;
  return `Showing the ${adminLimits.auditDefaultWindowDays} days up to ${local(to as Date)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time of the URL as a datetime-local input shows it: local time, to the minute. */
export function toLocalInputValue(iso: string): string {
  const date = timeOf(iso);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local input's value (local time) as the ISO UTC time the URL and the query hold.
 * The input shows minutes, so an end covers its whole minute: "to 10:05" includes 10:05:30.
 */
export function fromLocalInputValue(local: string, end: 'start' | 'end'): string {
  // A date and time without an offset is read as local time.
  const date = timeOf(local);
  if (!date) return '';
  if (end === 'end') date.setSeconds(59, 999);
  return date.toISOString();
}
