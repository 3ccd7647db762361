import { budgetLimits, budgetMessages, budgetPeriods } from '@parley/api-contract';
import type { BudgetPeriod } from '@parley/api-contract';
import type { Database } from '../db/database';
import { spentTokensSince } from '../db/queries/budgets';
import type { BrandBudgetRow } from '../db/queries/budgets';

/**
 * Token budgets (issue 17, budget tab): the instance's and each brand's, per period in UTC. A
 * spent budget refuses a question before it is stored or any model is called.
 *
 * The warning threshold is the administrators': the console's budget tab shows a budget past it
 * in words. Staff are answered as usual until the budget is spent, and then told why and when
 * answers resume. They are not warned before: they cannot raise a budget, a warning would only
 * hurry them, and showing one would put new code on the chat's first screen, which is at its
 * 300 KB budget.
 */

export interface Budget {
  period: BudgetPeriod;
  /** null: no budget. */
  tokens: number | null;
  warningPercent: number;
}

export interface BudgetPeriodRange {
  start: Date;
  end: Date;
}

export function isBudgetPeriod(value: string): value is BudgetPeriod {
  return (budgetPeriods as readonly string[]).includes(value);
}

/** A stored period name; an unknown one (edited by hand) reads as Monthly. */
export function budgetPeriodOf(value: string): BudgetPeriod {
  return isBudgetPeriod(value) ? value : 'Monthly';
}

/**
 * The period `now` falls in, in UTC: a day from midnight, a week from Monday midnight, a month
 * from midnight of its first day; each ends where the next begins.
 */
export function budgetPeriodRange(period: BudgetPeriod, now: Date): BudgetPeriodRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  switch (period) {
    case 'Daily':
      return {
        start: new Date(Date.UTC(year, month, day)),
        end: new Date(Date.UTC(year, month, day + 1)),
      };
    case 'Weekly': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return {
        start: new Date(Date.UTC(year, month, day - sinceMonday)),
        end: new Date(Date.UTC(year, month, day - sinceMonday + 7)),
      };
    }
    case 'Monthly':
      return {
        start: new Date(Date.UTC(year, month, 1)),
        end: new Date(Date.UTC(year, month + 1, 1)),
      };
  }
}

export function isBudgetSpent(budget: Budget, spentTokens: number): boolean {
  return budget.tokens !== null && spentTokens >= budget.tokens;
}

/** Why a question is refused when `budget` is spent, and when questions are answered again. */
export function budgetSpentMessage(
  scope: 'instance' | 'brand',
  budget: Budget,
  range: BudgetPeriodRange,
): string {
  return budgetMessages.spent(scope, budget.period, range.end.toISOString());
}

/** A budget row's columns as the domain reads them. */
export function budgetOf(row: {
  budgetTokens: number | null;
  budgetPeriod: string | null;
  budgetWarningPercent: number | null;
}): Budget {
  return {
    period: budgetPeriodOf(row.budgetPeriod ?? 'Monthly'),
    tokens: row.budgetTokens,
    warningPercent: row.budgetWarningPercent ?? budgetLimits.defaultWarningPercent,
  };
}

/** A budget with its current period and what that period has spent, as the console shows it. */
export async function budgetState(db: Database, budget: Budget, now: Date, brandKey?: string) {
  const range = budgetPeriodRange(budget.period, now);
  return {
    ...budget,
    spentTokens: await spentTokensSince(db, range.start, brandKey),
    periodStart: range.start.toISOString(),
    periodEnd: range.end.toISOString(),
  };
}

export interface BudgetRefusal {
  message: string;
  /** Seconds until the spent budget's period ends. */
  retryAfterSeconds: number;
}

/**
 * Why a question on `brandKey` may not be answered now: the instance's budget (on `settings`) or
 * the brand's (`brandBudget`, none without one) is spent (the instance's is named when both are).
 * Undefined when it may. Reads the spent tokens only of a budget that is set.
 */
export async function budgetRefusal(
  db: Database,
  budgets: { settings: Parameters<typeof budgetOf>[0]; brandBudget: BrandBudgetRow | undefined },
  brandKey: string,
  now = new Date(),
): Promise<BudgetRefusal | undefined> {
  const { settings, brandBudget } = budgets;
  const scopes: { scope: 'instance' | 'brand'; budget: Budget; brandKey?: string }[] = [
    { scope: 'instance', budget: budgetOf(settings) },
    ...(brandBudget ? [{ scope: 'brand' as const, budget: budgetOf(brandBudget), brandKey }] : []),
  ];
  for (const { scope, budget, brandKey: spentOn } of scopes) {
    if (budget.tokens === null) continue;
    const range = budgetPeriodRange(budget.period, now);
    if (isBudgetSpent(budget, await spentTokensSince(db, range.start, spentOn))) {
      return {
        message: budgetSpentMessage(scope, budget, range),
        retryAfterSeconds: Math.max(1, Math.ceil((range.end.getTime() - now.getTime()) / 1000)),
      };
    }
  }
  return undefined;
}
