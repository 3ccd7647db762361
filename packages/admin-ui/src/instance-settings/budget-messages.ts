import type { BudgetPeriod } from '@parley/api-contract';

const tokens = (count: number) =>
  `${count.toLocaleString('en')} ${count === 1 ? 'token' : 'tokens'}`;

/** A moment of the period's bounds, as the console shows it: a day in UTC. */
export const budgetDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The budget tab's words (issue 17), for the tab, its tests, stories and the journey. */
export const budgetMessages = {
  tab: 'Budget',
  formLabel: 'Token budgets',
  intro:
    "A token budget caps the input and output tokens all answers may use per period (UTC). Once a budget is spent, questions are refused with a message until the next period begins; nothing is sent to a model. A brand's budget counts the conversations started on its host names and its public chats; the instance's counts every answer.",
  instanceLegend: 'The whole instance',
  brandLegend: (name: string) => `Brand: ${name}`,
  periodLabel: 'Period',
  periodHelp: 'Days start at midnight UTC, weeks on Monday, months on the first.',
  periods: { Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly' } satisfies Record<
    BudgetPeriod,
    string
  >,
  tokensLabel: 'Budget (tokens per period)',
  tokensHelp: 'Empty: no budget.',
  warningLabel: 'Warning threshold (%)',
  warningHelp: 'The spend is shown as a warning from this share of the budget.',
  spendLabel: (name: string) => `Spend of ${name} this period`,
  spendNoBudget: (spent: number) => `${tokens(spent)} used this period; no budget is set.`,
  spendOf: (spent: number, budget: number) =>
    `${tokens(spent)} of ${tokens(budget)} (${Math.floor((spent * 100) / budget)}%)`,
  periodRange: (start: string, end: string) =>
    `From ${budgetDay(start)} until ${budgetDay(end)}, 00:00 UTC.`,
  warning: (percent: number) => `Past the warning threshold of ${percent}%.`,
  spent: (end: string) => `Spent: questions are refused until ${budgetDay(end)}, 00:00 UTC.`,
  noBrands: 'No brands yet.',
} as const;
