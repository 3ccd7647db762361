import { Link } from '@chakra-ui/react';
import type { Connection } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { connectionConsoleMessages as messages } from './connection-messages';
import { connectionConsolePaths } from './connection-paths';

const column = createDataTableColumnHelper<Connection>();

export const connectionColumns = column.columns([
  column.accessor('name', {
    header: messages.columnName,
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={connectionConsolePaths.edit(row.original.connectionId)}>
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor((connection) => connection.connectionProvider.name, {
    id: 'provider',
    header: messages.columnProvider,
  }),
  column.accessor((connection) => connection.userRoles.map((role) => role.name).join(', '), {
    id: 'roles',
    header: messages.columnRoles,
  }),
  column.accessor(
    (connection) =>
      connection.lastRun ? messages.runSummary(connection.lastRun) : messages.neverRun,
    { id: 'lastRun', header: messages.columnLastRun },
  ),
  column.accessor('updatedAt', {
    header: messages.columnUpdated,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
]);

export interface ConnectionTableProps {
  source: DataTableSource<Connection>;
}

/** The connections by name: each opens its edit page; its provider, roles and last run. */
export function ConnectionTable({ source }: ConnectionTableProps) {
  return (
    <DataTable
      aria-label={messages.listLabel}
      source={source}
      columns={connectionColumns}
      getRowId={(connection) => connection.connectionId}
      emptyMessage={messages.listEmpty}
      errorTitle={messages.listLoadFailed}
    />
  );
}
