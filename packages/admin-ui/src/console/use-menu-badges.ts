import type { AdminMenuItem } from '@parley/api-contract';
import { useGetOpenReportCountQuery } from '@parley/api-client/admin';

const MODERATION_MENU_PATH = '/admin/moderation';
/** How often the open-report count is read again while the console is open. */
export const OPEN_REPORTS_POLL_MS = 60_000;

/**
 * The menu's counts (admin-spec section 2): Report Moderation carries the number of open reports,
 * read only for a user who sees the item, refreshed by every decision and once a minute.
 */
export function useMenuBadges(items: readonly AdminMenuItem[]) {
  const seesModeration = items.some((item) => item.path === MODERATION_MENU_PATH);
  const openReports = useGetOpenReportCountQuery(undefined, {
    skip: !seesModeration,
    pollingInterval: OPEN_REPORTS_POLL_MS,
  });
  const count = seesModeration ? (openReports.data?.count ?? 0) : 0;
  return {
    [MODERATION_MENU_PATH]: {
      count,
      label: `${count} open ${count === 1 ? 'report' : 'reports'}`,
    },
  };
}
