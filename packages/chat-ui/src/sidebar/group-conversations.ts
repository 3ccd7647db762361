import { layout } from '@parley/api-contract';

/** The least a conversation needs to be placed in a history group. */
export interface Dated {
  createdAt: string;
}

export interface ConversationGroup<Item extends Dated> {
  label: string;
  items: Item[];
}

const [lastWeekDays, lastMonthDays] = layout.historyBucketDays;
const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between the two dates in local time, so "Yesterday" means the day before. */
function daysBefore(now: Date, date: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/**
 * The history label of one creation date (chat-spec section 2): Today, Yesterday, Previous 7 Days,
 * Previous 30 Days, then the month name for this year, then the year.
 */
export function historyGroupLabel(createdAt: Date, now: Date, locale = 'en-US'): string {
  const days = daysBefore(now, createdAt);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= (lastWeekDays ?? 7)) return 'Previous 7 Days';
  if (days <= (lastMonthDays ?? 30)) return 'Previous 30 Days';
  if (createdAt.getFullYear() === now.getFullYear()) {
    return createdAt.toLocaleString(locale, { month: 'long' });
  }
  return String(createdAt.getFullYear());
}

/**
 * Groups conversations by creation date, newest first, keeping the groups in time order.
 * `now` is injectable so tests and stories are stable.
 */
export function groupConversations<Item extends Dated>(
  items: readonly Item[],
  now: Date = new Date(),
): ConversationGroup<Item>[] {
  const sorted = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups: ConversationGroup<Item>[] = [];
  for (const item of sorted) {
    const label = historyGroupLabel(new Date(item.createdAt), now);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}

/** Case-insensitive substring match on the title (chat-spec section 5). */
export function filterByTitle<Item extends { title: string }>(
  items: readonly Item[],
  search: string,
): Item[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase().includes(needle));
}
