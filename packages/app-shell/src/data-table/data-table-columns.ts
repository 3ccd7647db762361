import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ColumnDef, RowData } from '@tanstack/react-table';

/**
 * What every DataTable can do: sort by a column (on the rows loaded, or by the server with
 * `manualSorting`), with the comparators a column may name in `sortFn`.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
});

export type DataTableFeatures = typeof dataTableFeatures;

/** One column of a DataTable over `Row` (TanStack Table's column definition). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/**
 * The typed column builder for rows of `Row`:
 *
 * ```ts
 * const column = createDataTableColumnHelper<Role>();
 * const columns = column.columns([
 *   column.accessor('name', { header: 'Name', enableSorting: true }),
 *   column.display({ id: 'open', header: 'Open', cell: ({ row }) => <Link ... /> }),
 * ]);
 * ```
 *
 * Columns do not sort unless they say `enableSorting: true`.
 */
export function createDataTableColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
