import { useMemo } from 'react';

/**
 * What a DataTable draws, whatever query feeds it: the rows, and which of the list states holds.
 * `useInfiniteListSource` and `useListSource` make one from an RTK Query result; stories write
 * one by hand.
 */
export interface DataTableSource<Row> {
  rows: readonly Row[];
  /** `loading`: nothing to show yet; `error`: the first load failed; `ready`: rows (maybe none). */
  status: 'loading' | 'error' | 'ready';
  /** Why the first load failed (status `error`). */
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Why the next page failed while loaded rows stay (the partial state). */
  nextPageError?: unknown;
  /** Why refreshing the loaded rows failed (they stay, possibly stale). */
  refreshError?: unknown;
  fetchNextPage: () => void;
  /** Loads the list again (after the first load or a refresh failed). */
  retry: () => void;
}

/** The parts of an RTK Query infinite query's result over `{items, continuationToken}` pages. */
export interface InfiniteListQueryResult<Item> {
  /** The pages for the current arguments: a filter change empties it until the new first page. */
  currentData?: { pages: readonly { items: readonly Item[] }[] };
  isError: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The parts of an RTK Query query's result over a whole list (`{items}`). */
export interface ListQueryResult<Item> {
  currentData?: { items: readonly Item[] };
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const noRows: readonly never[] = [];

/**
 * A DataTable source from `use<List>InfiniteQuery(arg)`: the pages' items in order, "Load more"
 * fetching the next continuation token, and the partial state when a next page fails.
 */
export function useInfiniteListSource<Item>(
  result: InfiniteListQueryResult<Item>,
): DataTableSource<Item> {
  const pages = result.currentData?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.items) ?? noRows, [pages]);
  const loaded = pages !== undefined;
  const { fetchNextPage, refetch } = result;
  return {
    rows,
    status: loaded ? 'ready' : result.isError ? 'error' : 'loading',
    error: loaded ? undefined : result.error,
    hasNextPage: loaded && result.hasNextPage,
    isFetchingNextPage: result.isFetchingNextPage,
    nextPageError: loaded && result.isFetchNextPageError ? result.error : undefined,
    refreshError:
      loaded && result.isError && !result.isFetchNextPageError ? result.error : undefined,
    fetchNextPage: () => void fetchNextPage(),
    retry: () => void refetch(),
  };
}

/** A DataTable source from a query that answers the whole list at once (roles, policies). */
export function useListSource<Item>(result: ListQueryResult<Item>): DataTableSource<Item> {
  const loaded = result.currentData !== undefined;
  const { refetch } = result;
  return {
    rows: result.currentData?.items ?? noRows,
    status: loaded ? 'ready' : result.isError ? 'error' : 'loading',
    error: loaded ? undefined : result.error,
    hasNextPage: false,
    isFetchingNextPage: false,
    refreshError: loaded && result.isError ? result.error : undefined,
    fetchNextPage: () => undefined,
    retry: () => void refetch(),
  };
}
