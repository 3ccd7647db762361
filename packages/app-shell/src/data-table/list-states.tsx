import { Button, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RetryAlert } from '../components/retry-alert';
import { useShellText } from '../i18n/shell-text';
import type { DataTableSource } from './data-table-source';

export { dataTableMessages, rowsShownMessage } from './data-table-messages';

/*
 * The states every console list draws the same way, whatever it draws its rows with (DataTable's
 * table, the users' cards): CONSOLE.md, Lists.
 */

/** A warning above the rows when refreshing them failed: the rows stay, maybe out of date. */
export function ListRefreshWarning<Row>({ source }: { source: DataTableSource<Row> }) {
  const t = useShellText();
  if (source.refreshError === undefined) return null;
  return (
    <RetryAlert
      status="warning"
      title={t('refreshFailed')}
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
  emptyMessage,
  emptyFilteredMessage,
  onClearFilters,
  ...stackProps
}: ListEmptyProps) {
  const t = useShellText();
  return (
    <Stack gap="3" align="center" textAlign="center" {...stackProps}>
      <Text color="fg.muted">
        {filtersActive
          ? (emptyFilteredMessage ?? t('emptyFiltered'))
          : (emptyMessage ?? t('empty'))}
      </Text>
      {filtersActive && onClearFilters && (
        <Button size="sm" variant="outline" onClick={onClearFilters}>
          {t('clearFilters')}
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
  const t = useShellText();
  const announcement =
    source.status === 'loading'
      ? t('loading')
      : source.isFetchingNextPage
        ? t('loadingMore')
        : shownCount === 1
          ? t('oneRowShown')
          : t('rowsShown', { count: shownCount });
  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {source.nextPageError !== undefined ? (
        <RetryAlert
          title={t('nextPageFailed')}
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
            {source.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        )
      )}
    </>
  );
}
