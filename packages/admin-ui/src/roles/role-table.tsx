import { Badge, Link } from '@chakra-ui/react';
import type { Role } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource, SortingState } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { roleMessages } from './role-messages';
import { rolePaths } from './role-paths';

const column = createDataTableColumnHelper<Role>();

export const roleColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={rolePaths.edit(row.original.userRoleId)}>{row.original.name}</RouterLink>
      </Link>
    ),
  }),
  column.accessor((role) => role.resolvedActions.length, {
    id: 'actions',
    header: 'Actions',
    enableSorting: true,
    sortFn: 'basic',
  }),
  column.accessor('userCount', { header: 'Users', enableSorting: true, sortFn: 'basic' }),
  column.accessor('isSeeded', {
    header: 'Type',
    cell: ({ getValue }) =>
      getValue() ? <Badge colorPalette="brand">{roleMessages.builtIn}</Badge> : 'Custom',
  }),
  column.accessor('createdAt', {
    header: 'Created',
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} dateOnly />,
  }),
]);

/** The list's order when the address names none: by name, as the menu of roles reads. */
export const defaultRoleSorting: SortingState = [{ id: 'name', desc: false }];

export interface RoleTableProps {
  source: DataTableSource<Role>;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}

/**
 * The roles: each name opens its edit page; how many actions and users it has, whether it is
 * built in (seeded, so it cannot be deleted), and when it was created.
 */
export function RoleTable({ source, sorting, onSortingChange }: RoleTableProps) {
  return (
    <DataTable
      aria-label={roleMessages.listLabel}
      source={source}
      columns={roleColumns}
      getRowId={(role) => role.userRoleId}
      sorting={sorting}
      onSortingChange={onSortingChange}
      emptyMessage={roleMessages.listEmpty}
      errorTitle="The roles could not be loaded"
    />
  );
}
