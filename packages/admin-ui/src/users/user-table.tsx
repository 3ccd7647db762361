import { Link } from '@chakra-ui/react';
import type { AdminUser } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { roleNames, signInSourceLabel } from './user-display';
import { userPaths } from './user-paths';

export const userListMessages = {
  empty: 'No users yet. Users appear here after their first sign-in, or once added.',
  emptyFiltered: 'No user matches this search.',
} as const;

const column = createDataTableColumnHelper<AdminUser>();

// Unsorted columns: the server pages by when users were added, so sorting the loaded rows would
// pretend to order the whole list.
const columns = column.columns([
  column.accessor('displayName', {
    header: 'Name',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={userPaths.edit(row.original.userId)}>{row.original.displayName}</RouterLink>
      </Link>
    ),
  }),
  column.accessor('userName', { header: 'User name' }),
  column.accessor((user) => roleNames(user), { id: 'roles', header: 'Roles' }),
  column.accessor((user) => signInSourceLabel(user.identityProvider), {
    id: 'signInSource',
    header: 'Sign-in source',
  }),
  column.accessor('lastSignInAt', {
    header: 'Last sign-in',
    cell: ({ row }) => <DateTimeText value={row.original.lastSignInAt} />,
  }),
]);

const userId = (user: AdminUser) => user.userId;

export interface UserTableProps {
  source: DataTableSource<AdminUser>;
  /** A search narrows the list: an empty list then says so and offers to clear it. */
  filtersActive?: boolean;
  onClearFilters?: () => void;
}

/**
 * The users as a table: the name (leading to the user's edit page), user name, roles, where they
 * sign in from and when they last did; every list state comes from the DataTable, Load more
 * fetches the next continuation page.
 */
export function UserTable({ source, filtersActive = false, onClearFilters }: UserTableProps) {
  return (
    <DataTable
      aria-label="Users"
      source={source}
      columns={columns}
      getRowId={userId}
      emptyMessage={userListMessages.empty}
      emptyFilteredMessage={userListMessages.emptyFiltered}
      filtersActive={filtersActive}
      onClearFilters={onClearFilters}
    />
  );
}
