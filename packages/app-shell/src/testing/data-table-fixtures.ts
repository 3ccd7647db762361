import { createDataTableColumnHelper } from '../data-table/data-table-columns';
import type { DataTableSource } from '../data-table/data-table-source';

/** A console user as a list shows one, for tests and stories of the DataTable. */
export interface ListedUser {
  userId: string;
  displayName: string;
  userName: string;
  roleCount: number;
}

export const listedUsers: readonly ListedUser[] = [
  { userId: 'u-1', displayName: 'Noor Haddad', userName: 'noor@parley.local', roleCount: 2 },
  { userId: 'u-2', displayName: 'Ada Lovelace', userName: 'ada@parley.local', roleCount: 1 },
  { userId: 'u-3', displayName: 'Zoë Brandt', userName: 'zoe@parley.local', roleCount: 3 },
];

const column = createDataTableColumnHelper<ListedUser>();

/** Name and roles sort; the user name does not. */
export const listedUserColumns = column.columns([
  column.accessor('displayName', { header: 'Name', enableSorting: true, sortFn: 'text' }),
  column.accessor('userName', { header: 'User name' }),
  column.accessor('roleCount', { header: 'Roles', enableSorting: true, sortFn: 'basic' }),
]);

export const listedUserId = (user: ListedUser) => user.userId;

const noRows: readonly never[] = [];

/** A source in the given state, by hand: ready with no rows unless told otherwise. */
export function listSource<Row>(state: Partial<DataTableSource<Row>> = {}): DataTableSource<Row> {
  return {
    rows: noRows,
    status: 'ready',
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
    retry: () => undefined,
    ...state,
  };
}
