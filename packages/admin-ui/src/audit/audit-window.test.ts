import { adminLimits } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import {
  auditQueryOf,
  describeAuditWindow,
  emptyAuditFilters,
  fromLocalInputValue,
  toLocalInputValue,
} from './audit-window';
import type { AuditFilterValues } from './audit-window';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T12:00:00.000Z');
const filters = (values: Partial<AuditFilterValues>) => ({ ...emptyAuditFilters, ...values });

describe('the audit window', () => {
  it(`starts the contract's default window (${adminLimits.auditDefaultWindowDays} days) back from now, and sends its start`, () => {
    expect(auditQueryOf(emptyAuditFilters, now)).toEqual({
      timeStampFrom: new Date(now - adminLimits.auditDefaultWindowDays * day).toISOString(),
    });
    expect(describeAuditWindow(emptyAuditFilters)).toBe(
      `Showing the last ${adminLimits.auditDefaultWindowDays} days`,
    );
  });

  it('counts a preset back from now', () => {
    expect(auditQueryOf(filters({ last: '24h' }), now).timeStampFrom).toBe(
      new Date(now - day).toISOString(),
    );
    expect(describeAuditWindow(filters({ last: '7d' }))).toBe('Showing the last 7 days');
  });

  it('sends chosen ends as they are, and counts the default window back from a chosen end alone', () => {
    const from = '2026-11-01T08:00:00.000Z';
    const to = '2026-11-02T08:00:59.999Z';
    expect(
      auditQueryOf(filters({ timeStampFrom: from, timeStampTo: to, last: '7d' }), now),
    ).toEqual({ timeStampFrom: from, timeStampTo: to });
    expect(auditQueryOf(filters({ timeStampTo: to }), now)).toEqual({
      timeStampFrom: new Date(
        Date.parse(to) - adminLimits.auditDefaultWindowDays * day,
      ).toISOString(),
      timeStampTo: to,
    });
  });

  it('sends the text filters trimmed, and leaves out the empty ones', () => {
    expect(
      auditQueryOf(filters({ userName: ' ada ', type: 'UserRole', details: '  ' }), now),
    ).toEqual({
      type: 'UserRole',
      userName: 'ada',
      timeStampFrom: new Date(now - adminLimits.auditDefaultWindowDays * day).toISOString(),
    });
  });

  it('ignores a time in the URL that is not one', () => {
    expect(auditQueryOf(filters({ timeStampFrom: 'yesterday' }), now).timeStampFrom).toBe(
      new Date(now - adminLimits.auditDefaultWindowDays * day).toISOString(),
    );
    expect(toLocalInputValue('yesterday')).toBe('');
  });

  it('shows a UTC time in local time to the minute, and reads local input back as UTC', () => {
    const local = new Date(2026, 10, 20, 9, 5, 30);
    expect(toLocalInputValue(local.toISOString())).toBe('2026-11-20T09:05');
    expect(fromLocalInputValue('2026-11-20T09:05', 'start')).toBe(
      new Date(2026, 10, 20, 9, 5).toISOString(),
    );
    // An end covers its whole minute.
    expect(fromLocalInputValue('2026-11-20T09:05', 'end')).toBe(
      new Date(2026, 10, 20, 9, 5, 59, 999).toISOString(),
    );
    expect(fromLocalInputValue('', 'start')).toBe('');
  });
});
