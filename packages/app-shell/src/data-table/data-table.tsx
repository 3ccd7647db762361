import { Box, Button, Skeleton, Stack, Table } from '@chakra-ui/react';
import { useTable } from '@tanstack/react-table';
import type { Header, RowData, SortingState, Updater } from '@tanstack/react-table';
import { useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { RetryAlert } from '../components/retry-alert';
import { dataTableFeatures } from './data-table-columns';
import type { DataTableColumn, DataTableFeatures } from './data-table-columns';
import type { DataTableSource } from './data-table-source';
import { ListEmpty, ListFooter, ListRefreshWarning } from './list-states';
import { useShellText } from '../i18n/shell-text';

/** A table is named by a visible caption or, when the page already titles it, an aria-label. */
export type DataTableName =
  { caption: ReactNode; 'aria-label'?: never } | { 'aria-label': string; caption?: never };

export type DataTableProps<Row extends RowData> = DataTableName & {
  source: DataTableSource<Row>;
  /** Stable (module scope or memoised): a new array each render makes the table start over. */
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The sorting to show and apply; the table keeps its own when left out. One column at a time. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The rows arrive sorted by the server (the query takes the sorting); the table does not sort. */
  manualSorting?: boolean;
  /**
   * Opens a row. The whole row becomes a target for the mouse and, focused, for Enter; clicks on a
   * link or button inside a cell keep their own meaning. For a real link, give a column a cell
   * that renders one instead.
   */
  onRowClick?: (row: Row) => void;
  emptyMessage?: ReactNode;
  /** Some filter narrows the list: an empty list then says so and offers to clear the filters. */
  filtersActive?: boolean;
  emptyFilteredMessage?: ReactNode;
  onClearFilters?: () => void;
  /** Title of the red alert when the first load fails. */
  errorTitle?: string;
  /** How many placeholder rows show while the first page loads. */
  skeletonRows?: number;
};

/** Columns sort only when they say `enableSorting: true` (the column helper's promise). */
const defaultColumn = { enableSorting: false };

const interactiveSelector = 'a, button, input, select, textarea, label, [role="button"]';

/** From inside a cell's own link or button: that control acts, not the row. */
function fromControl(event: MouseEvent | KeyboardEvent) {
  const target = event.target as Element;
  return target !== event.currentTarget && target.closest(interactiveSelector) !== null;
}

function ariaSortOf(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

function SortableHeader<Row extends RowData>({
  header,
  children,
}: {
  header: Header<DataTableFeatures, Row, unknown>;
  children: ReactNode;
}) {
  const sorted = header.column.getIsSorted();
  return (
    <Button
      variant="ghost"
      size="xs"
      // Looks like the other headers; the text lines up with the cells below.
      ms="-2"
      px="2"
      fontSize="inherit"
      fontWeight="inherit"
      color="inherit"
      // Inside: the scroll area around the table would clip a ring drawn outside.
      focusVisibleRing="inside"
      onClick={header.column.getToggleSortingHandler()}
    >
      {children}
      <Box as="span" aria-hidden="true" color={sorted ? 'fg' : 'fg.subtle'}>
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </Box>
    </Button>
  );
}

/**
 * The console's list: TanStack Table's sorting drawn with Chakra's `Table`, fed by a
 * `DataTableSource` (an RTK Query list through `useInfiniteListSource` or `useListSource`).
 * It shows every list state (CONSOLE.md, Lists): placeholder rows while the first page loads
 * (`aria-busy`), a red alert with Retry when that load fails, an empty message (with Clear
 * filters when filters narrowed the list), the rows, a warning above them when refreshing failed,
 * and under them "Load more" while the server has more, or a red alert with Retry when the next
 * page failed (the partial state: the rows stay).
 */
export function DataTable<Row extends RowData>({
  source,
  columns,
  getRowId,
  sorting: controlledSorting,
  onSortingChange,
  manualSorting = false,
  onRowClick,
  emptyMessage,
  filtersActive = false,
  emptyFilteredMessage,
  onClearFilters,
  errorTitle,
  skeletonRows = 5,
  ...name
}: DataTableProps<Row>) {
  const t = useShellText();
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = controlledSorting ?? ownSorting;
  const setSorting = onSortingChange ?? setOwnSorting;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    defaultColumn,
    data: source.rows,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) =>
      setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    enableMultiSort: false,
    manualSorting,
  });

  if (source.status === 'error') {
    return (
      <RetryAlert
        title={errorTitle ?? t('loadFailed')}
        error={source.error}
        onRetry={source.retry}
      />
    );
  }

  const loading = source.status === 'loading';
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  const openRow = (row: Row) => (event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick || fromControl(event)) return;
    if ('key' in event) {
      if (event.key !== 'Enter') return;
      event.preventDefault();
    }
    onRowClick(row);
  };

  return (
    <Stack gap="3" align="stretch">
      <ListRefreshWarning source={source} />
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root
          size="sm"
          interactive={onRowClick !== undefined}
          aria-label={name['aria-label']}
          aria-busy={loading || source.isFetchingNextPage}
        >
          {name.caption !== undefined && (
            <Table.Caption captionSide="top" textAlign="start" ps="3" py="2" textStyle="sm">
              {name.caption}
            </Table.Caption>
          )}
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.subtle">
                {group.headers.map((header) => {
                  const content = header.isPlaceholder ? null : (
                    <table.FlexRender header={header} />
                  );
                  const sortable = !header.isPlaceholder && header.column.getCanSort();
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      colSpan={header.colSpan}
                      textAlign="start"
                      aria-sort={sortable ? ariaSortOf(header.column.getIsSorted()) : undefined}
                    >
                      {sortable ? (
                        <SortableHeader header={header}>{content}</SortableHeader>
                      ) : (
                        content
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading &&
              Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Row key={`skeleton-${index}`} aria-hidden="true">
                  {Array.from({ length: columnCount }, (_, column) => (
                    <Table.Cell key={column}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            {!loading && rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columnCount} py="8">
                  <ListEmpty
                    filtersActive={filtersActive}
                    emptyMessage={emptyMessage}
                    emptyFilteredMessage={emptyFilteredMessage}
                    onClearFilters={onClearFilters}
                  />
                </Table.Cell>
              </Table.Row>
            )}
            {rows.map((row) => (
              <Table.Row
                key={row.id}
                {...(onRowClick && {
                  tabIndex: 0,
                  cursor: 'pointer',
                  onClick: openRow(row.original),
                  onKeyDown: openRow(row.original),
                  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
                })}
              >
                {row.getAllCells().map((cell) => (
                  <Table.Cell key={cell.id} textAlign="start">
                    <table.FlexRender cell={cell} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ListFooter source={source} shownCount={rows.length} />
    </Stack>
  );
}
