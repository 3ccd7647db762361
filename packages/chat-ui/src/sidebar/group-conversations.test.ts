import { describe, expect, it } from 'vitest';
import { filterByTitle, groupConversations, historyGroupLabel } from './group-conversations';

const now = new Date(2026, 10, 22, 10, 0);
const daysAgo = (days: number, hour = 9) => new Date(2026, 10, 22 - days, hour, 0);

describe('historyGroupLabel (chat-spec section 2, buckets of section 9)', () => {
  it('labels a conversation created earlier today "Today"', () => {
    expect(historyGroupLabel(daysAgo(0, 0), now)).toBe('Today');
  });

  it('labels the day before "Yesterday", even late in the evening', () => {
    expect(historyGroupLabel(daysAgo(1, 23), now)).toBe('Yesterday');
  });

  it('labels 2 to 7 days ago "Previous 7 Days"', () => {
    expect(historyGroupLabel(daysAgo(2), now)).toBe('Previous 7 Days');
    expect(historyGroupLabel(daysAgo(7), now)).toBe('Previous 7 Days');
  });

  it('labels 8 to 30 days ago "Previous 30 Days"', () => {
    expect(historyGroupLabel(daysAgo(8), now)).toBe('Previous 30 Days');
    expect(historyGroupLabel(daysAgo(30), now)).toBe('Previous 30 Days');
  });

  it('labels older dates of this year with the month name', () => {
    expect(historyGroupLabel(new Date(2026, 2, 3), now)).toBe('March');
  });

  it('labels dates of earlier years with the year', () => {
    expect(historyGroupLabel(new Date(2024, 11, 31), now)).toBe('2024');
  });
});

describe('groupConversations', () => {
  it('orders groups and items newest first', () => {
    const items = [
      { id: 'old', createdAt: new Date(2025, 0, 1).toISOString() },
      { id: 'today', createdAt: daysAgo(0).toISOString() },
      { id: 'march', createdAt: new Date(2026, 2, 1).toISOString() },
      { id: 'yesterday', createdAt: daysAgo(1).toISOString() },
      { id: 'today-later', createdAt: new Date(2026, 10, 22, 9, 30).toISOString() },
    ];
    const groups = groupConversations(items, now);
    expect(groups.map((group) => group.label)).toEqual(['Today', 'Yesterday', 'March', '2025']);
    expect(groups[0]?.items.map((item) => item.id)).toEqual(['today-later', 'today']);
  });

  it('returns no groups for no conversations', () => {
    expect(groupConversations([], now)).toEqual([]);
  });
});

describe('filterByTitle (chat-spec section 5)', () => {
  const items = [{ title: 'Quarterly Report' }, { title: 'Holiday plans' }];

  it('matches a case-insensitive substring of the title', () => {
    expect(filterByTitle(items, 'rEPOR')).toEqual([{ title: 'Quarterly Report' }]);
  });

  it('keeps every conversation for an empty search', () => {
    expect(filterByTitle(items, '  ')).toHaveLength(2);
  });
});
