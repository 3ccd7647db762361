import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { libraryFileStatuses } from '@parley/api-contract';
import type { DataSourceView } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { dataSourceConsolePaths } from './data-source-paths';
import { statusColors } from './file-status-badge';

const column = createDataTableColumnHelper<DataSourceView>();

/** How many files are in each status, the empty statuses left out ("3 Online · 1 Error"). */
export function FileCountsSummary({ counts }: { counts: DataSourceView['fileCounts'] }) {
  const shown = libraryFileStatuses.filter((status) => counts[status] > 0);
  if (shown.length === 0) return <Text color="fg.muted">{messages.noFiles}</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      {shown.map((status) => (
        <Badge key={status} colorPalette={statusColors[status]} variant="subtle">
          {counts[status]} {messages.statusLabels[status]}
        </Badge>
      ))}
    </HStack>
  );
}

export const dataSourceColumns = column.columns([
  column.accessor('name', {
    header: messages.columnName,
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink
          to={dataSourceConsolePaths.editTyped(
            row.original.dataSourceType,
            row.original.endpointsType,
            row.original.dataSourceId,
          )}
        >
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor((view) => messages.typeLabel(view.endpointsType), {
    id: 'type',
    header: messages.columnType,
  }),
  column.accessor('fileCounts', {
    header: messages.columnFiles,
    cell: ({ getValue }) => <FileCountsSummary counts={getValue()} />,
  }),
  column.accessor(
    (view) =>
      view.agents.length === 0 ? messages.noAgents : view.agents.map((a) => a.name).join(', '),
    { id: 'agents', header: messages.columnAgents },
  ),
  column.accessor('updatedAt', {
    header: messages.columnUpdated,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
]);

/** The data sources in the server's order: each name opens its page. */
export function DataSourceTable({ source }: { source: DataTableSource<DataSourceView> }) {
  return (
    <DataTable
      aria-label={messages.listLabel}
      source={source}
      columns={dataSourceColumns}
      getRowId={(view) => view.dataSourceId}
      emptyMessage={messages.listEmpty}
      errorTitle={messages.listLoadFailed}
    />
  );
}
