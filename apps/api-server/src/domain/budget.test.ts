import { describe, expect, it } from 'vitest';
import { budgetPeriodRange, isBudgetSpent } from './budget';

const at = (iso: string) => new Date(iso);
const range = (period: 'Daily' | 'Weekly' | 'Monthly', now: string) => {
  const { start, end } = budgetPeriodRange(period, at(now));
  return [start.toISOString(), end.toISOString()];
};

describe('budget periods (UTC)', () => {
  it('runs a day from midnight UTC, whatever the hour', () => {
    expect(range('Daily', '2026-11-27T23:59:59.999Z')).toEqual([
      '2026-11-27T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
  });

  it('runs a week from Monday, across a month and a year', () => {
    // Sunday 3 January 2027 belongs to the week of Monday 28 December 2026.
    expect(range('Weekly', '2027-01-03T12:00:00Z')).toEqual([
      '2026-12-28T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
    ]);
    expect(range('Weekly', '2027-01-04T00:00:00Z')[0]).toBe('2027-01-04T00:00:00.000Z');
  });

  it('runs a month from its first day, December into January', () => {
    expect(range('Monthly', '2026-12-31T23:00:00Z')).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('is spent when the spend reaches the budget; no budget is never spent', () => {
    const budget = { period: 'Daily' as const, warningPercent: 80 };
    expect(isBudgetSpent({ ...budget, tokens: 100 }, 99)).toBe(false);
    expect(isBudgetSpent({ ...budget, tokens: 100 }, 100)).toBe(true);
    expect(isBudgetSpent({ ...budget, tokens: null }, 10 ** 9)).toBe(false);
  });
});
