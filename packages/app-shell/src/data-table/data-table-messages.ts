import { retryAlertMessages } from '../components/retry-alert-messages';

/** The words a list says in each state; callers may replace the empty and error titles. */
export const dataTableMessages = {
  empty: 'Nothing here yet.',
  emptyFiltered: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  loadFailed: 'The list could not be loaded',
  nextPageFailed: 'More rows could not be loaded',
  refreshFailed: 'The list could not be refreshed; the rows shown may be out of date',
  retry: retryAlertMessages.retry,
  loadMore: 'Load more',
  loadingMore: 'Loading more rows',
  loading: 'Loading',
} as const;

/** What a live region says once rows are shown ("3 rows shown"). */
export const rowsShownMessage = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} shown`;
