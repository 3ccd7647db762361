import type {
  AnalyticsAgent,
  AnalyticsReport,
  AnalyticsReportResult,
  AnalyticsRow,
  AnalyticsTotals,
} from '@parley/api-contract';

/** Sample reports for tests and stories, as the server answers them. */

export const sampleAgents: AnalyticsAgent[] = [
  {
    gptSystemId: '00000000-0000-4000-8000-000000000401',
    name: 'Parley Assistant',
    gptSystemType: 'System',
    deleted: false,
  },
  {
    gptSystemId: '00000000-0000-4000-8000-000000000403',
    name: 'Handbook Search',
    gptSystemType: 'System',
    deleted: false,
  },
  {
    gptSystemId: '00000000-0000-4000-8000-000000000499',
    name: 'Old helper',
    gptSystemType: 'System',
    deleted: true,
  },
];

export const sampleRow = (key: string, answers: number, label = key): AnalyticsRow => ({
  key,
  label,
  answers,
  inputTokens: answers * 120,
  outputTokens: answers * 340,
  averageFirstTokenMs: answers > 0 ? 420 : null,
  averageTotalMs: answers > 0 ? 2_300 : null,
});

export const sampleTotals: AnalyticsTotals = {
  answers: 1_284,
  inputTokens: 154_080,
  outputTokens: 436_560,
  activeUsers: 87,
  publicAnswers: 112,
  hipaaModeAnswers: 40,
  estimatedTokenAnswers: 3,
  averageFirstTokenMs: 410,
  averageTotalMs: 2_250,
};

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 23 + index));
    return sampleRow(
      day.toISOString().replace('.000Z', 'Z'),
      [120, 180, 95, 240, 310, 60, 279][index % 7] ?? 0,
    );
  });

const sampleRows: Record<Exclude<AnalyticsReport, 'summary'>, AnalyticsRow[]> = {
  hour: days(7),
  tokens: days(7),
  system: [
    sampleRow('00000000-0000-4000-8000-000000000401', 900, 'Parley Assistant'),
    sampleRow('00000000-0000-4000-8000-000000000403', 384, 'Handbook Search'),
  ],
  brand: [sampleRow('default', 1_100, 'Parley'), sampleRow('harbour', 184, 'Harbour')],
  model: [
    sampleRow('gpt-4o-mini|lab', 1_000, 'gpt-4o-mini (lab)'),
    sampleRow('offline|offline', 284, 'offline'),
  ],
  privacy: [
    sampleRow('SignedIn', 1_132, 'Signed-in staff'),
    sampleRow('Public', 112, 'Public chat visitors'),
    sampleRow('SignedIn:HipaaMode', 40, 'Signed-in staff, HIPAA mode'),
  ],
  users: [sampleRow('u1', 140, 'Sam Staff'), sampleRow('u2', 96, 'Ada Admin')],
};

export function sampleReport(
  report: AnalyticsReport,
  overrides: Partial<AnalyticsReportResult> = {},
): AnalyticsReportResult {
  const timeReport = report === 'hour' || report === 'tokens';
  return {
    report,
    reportingPeriod: 'Last7Days',
    gptSystemId: null,
    from: '2026-11-23T00:00:00.000Z',
    to: '2026-11-29T13:00:00.000Z',
    bucket: timeReport ? 'day' : null,
    rows: report === 'summary' ? [] : sampleRows[report],
    totals: report === 'summary' ? sampleTotals : null,
    ...overrides,
  };
}
