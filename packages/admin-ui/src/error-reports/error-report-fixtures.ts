import type { ErrorReport } from '@parley/api-contract';

/** Report `n`: a chat failure of a signed-in user, unless changed. */
export const errorReportFixture = (n: number, changes: Partial<ErrorReport> = {}): ErrorReport => ({
  errorReportId: `00000000-0000-4000-8000-00000000000${n}`,
  app: 'chat',
  environment: 'production',
  release: '2.2513.3849',
  message: `Cannot read properties of undefined (${n})`,
  stack: `TypeError: Cannot read properties of undefined (${n})\n    at Row (row.tsx:12:3)`,
  path: '/chat/42',
  source: 'window',
  userName: 'ada@parley.local',
  brandKey: 'default',
  fingerprint: `f-${n}`,
  occurrences: n,
  reportedAt: new Date(Date.UTC(2026, 10, 29, 12, n)).toISOString(),
  ...changes,
});
