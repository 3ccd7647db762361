import type { AnalyticsReport, ReportingPeriod } from '@parley/api-contract';

/** Every word the dashboard shows (issue 18), shared with its tests, stories and journey. */
export const analyticsMessages = {
  description:
    'How the platform is used: answers, tokens, latency and who asked, for a period and an agent.',
  filtersLabel: 'Dashboard filters',
  period: 'Period',
  agent: 'Agent',
  allAgents: 'All agents',
  deletedAgent: (name: string) => `${name} (deleted)`,
  personalAgent: (name: string) => `${name} (personal)`,
  export: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The usage could not be exported',
  summaryLabel: 'Summary',
  loading: (what: string) => `Loading ${what}`,
  loadFailed: (what: string) => `${what} could not be loaded`,
  empty: 'No answers in this period.',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  tableCaption: (title: string, period: string) => `${title}, ${period}`,
  utcNote: 'Times are in UTC.',
  columns: {
    answers: 'Answers',
    inputTokens: 'Input tokens',
    outputTokens: 'Output tokens',
    averageFirstTokenMs: 'Time to first token (ms, average)',
    averageTotalMs: 'Total time (ms, average)',
  },
  figures: {
    answers: 'Answers',
    activeUsers: 'Active signed-in users',
    tokens: 'Tokens (input + output)',
    publicAnswers: 'Public chat answers',
    averageFirstTokenMs: 'Average time to first token',
    averageTotalMs: 'Average answer time',
    estimated: (count: number) =>
      `${count.toLocaleString()} ${count === 1 ? 'answer' : 'answers'} with estimated tokens (the provider reported none)`,
    none: 'None',
  },
} as const;

export const periodLabels: Record<ReportingPeriod, string> = {
  Last24Hours: 'Last 24 hours',
  Last7Days: 'Last 7 days',
  Last30Days: 'Last 30 days',
  Last90Days: 'Last 90 days',
};

/** The charted reports, in the order the page shows them, with what each says. */
export const reportSections: readonly {
  report: Exclude<AnalyticsReport, 'summary'>;
  title: string;
  description: string;
  /** The row's name in the table's first column. */
  keyColumn: string;
}[] = [
  {
    report: 'hour',
    title: 'Answers over time',
    description: 'Answers per hour over the last 24 hours, per day over longer periods.',
    keyColumn: 'Time (UTC)',
  },
  {
    report: 'tokens',
    title: 'Tokens over time',
    description: 'Input and output tokens per hour or day, as the providers reported them.',
    keyColumn: 'Time (UTC)',
  },
  {
    report: 'system',
    title: 'Agents',
    description: 'The agents that answered most.',
    keyColumn: 'Agent',
  },
  {
    report: 'brand',
    title: 'Brands',
    description: 'Answers on each brand’s site and public chats.',
    keyColumn: 'Brand',
  },
  {
    report: 'model',
    title: 'Models',
    description: 'Answers and latency per model and deployment.',
    keyColumn: 'Model (deployment)',
  },
  {
    report: 'privacy',
    title: 'Privacy',
    description:
      'Who was answered: signed-in staff, or anonymous visitors on an agent’s public chat (no account, no user recorded). ' +
      '“HIPAA mode” counts the answers given while the instance’s HIPAA mode was on: their trace logs were not stored and only HIPAA-compliant deployments could answer.',
    keyColumn: 'Audience',
  },
  {
    report: 'users',
    title: 'Users',
    description:
      'The signed-in users who asked most. Public chat visitors are not users and are not listed.',
    keyColumn: 'User',
  },
];
