import { Button, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RetryAlert, retryAlertMessages } from '../components/retry-alert';
import type { DataTableSource } from './data-table-source';

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

/*
 * The states every console list draws the same way, whatever it draws its rows with (DataTable's
 * table, the users' cards): CONSOLE.md, Lists.
 */

/** A warning above the rows when refreshing them failed: the rows stay, maybe out of date. */
export function ListRefreshWarning<Row>({ source }: { source: DataTableSource<Row> }) {
  if (source.refreshError === undefined) return null;
  return (
    <RetryAlert
      status="warning"
      title={dataTableMessages.refreshFailed}
      error={source.refreshError}
      onRetry={source.retry}
    />
  );
}

export interface ListEmptyProps extends StackProps {
  /** Some filter narrows the list: the message says so and Clear filters is offered. */
  filtersActive: boolean;
  emptyMessage?: ReactNode;
  emptyFilteredMessage?: ReactNode;
  onClearFilters?: () => void;
}

/** An empty list: why (nothing yet, or nothing under these filters) and Clear filters. */
export function ListEmpty({
  filtersActive,
  emptyMessage = dataTableMessages.empty,
  emptyFilteredMessage = dataTableMessages.emptyFiltered,
  onClearFilters,
  ...stackProps
}: ListEmptyProps) {
  return (
    <Stack gap="3" align="center" textAlign="center" {...stackProps}>
      <Text color="fg.muted">{filtersActive ? emptyFilteredMessage : emptyMessage}</Text>
      {filtersActive && onClearFilters && (
        <Button size="sm" variant="outline" onClick={onClearFilters}>
          {dataTableMessages.clearFilters}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Under the rows: a live region saying what is shown, then "Load more" while the server has more,
 * or a red alert with Retry when the next page failed (the partial state: the rows stay).
 */
export function ListFooter<Row>({
  source,
  shownCount,
}: {
  source: DataTableSource<Row>;
  /** How many rows are drawn (a table may draw fewer than the source holds). */
  shownCount: number;
}) {
  const announcement =
    source.status === 'loading'
      ? dataTableMessages.loading
      : source.isFetchingNextPage
        ? dataTableMessages.loadingMore
        : rowsShownMessage(shownCount);
  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {source.nextPageError !== undefined ? (
        <RetryAlert
          title={dataTableMessages.nextPageFailed}
          error={source.nextPageError}
          onRetry={source.fetchNextPage}
        />
      ) : (
        source.hasNextPage && (
          <Button
            variant="outline"
            alignSelf="center"
            // Not `disabled` while loading: a disabled button drops the keyboard focus.
            aria-disabled={source.isFetchingNextPage || undefined}
            onClick={() => {
              if (!source.isFetchingNextPage) source.fetchNextPage();
            }}
          >
            {source.isFetchingNextPage && <Spinner size="sm" />}
            {source.isFetchingNextPage ? dataTableMessages.loadingMore : dataTableMessages.loadMore}
          </Button>
        )
      )}
    </>
  );
}
