import { Badge, Link } from '@chakra-ui/react';
import type { AdminGptSystemList } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource, SortingState } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { agentMessages, agentStatusPalette } from './agent-messages';
import { agentLookMessages } from './agent-look-messages';
import { agentPaths } from './agent-paths';

export type AgentRow = AdminGptSystemList['items'][number];

const column = createDataTableColumnHelper<AgentRow>();

const agentColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        {/* A deleted agent cannot be edited: its page says so. */}
        <RouterLink
          to={
            row.original.status === 'Deleted'
              ? agentPaths.publish(row.original.gptSystemId)
              : agentPaths.edit(row.original.gptSystemId)
          }
        >
          {row.original.name || agentMessages.unnamed}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    sortFn: 'text',
    cell: ({ getValue }) => (
      <Badge colorPalette={agentStatusPalette[getValue()]} variant="subtle">
        {getValue()}
      </Badge>
    ),
  }),
  column.accessor('publishedVersion', {
    header: 'Version',
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('createdAt', {
    header: 'Created',
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} dateOnly />,
  }),
  column.display({
    id: 'publishing',
    header: 'Publishing',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand">
        <RouterLink
          to={agentPaths.publish(row.original.gptSystemId)}
          aria-label={`Publishing of ${row.original.name || agentMessages.unnamed}`}
        >
          Publishing
        </RouterLink>
      </Link>
    ),
  }),
  column.display({
    id: 'look',
    header: agentLookMessages.lookLink,
    cell: ({ row }) => (
      <Link asChild colorPalette="brand">
        <RouterLink
          to={agentPaths.look(row.original.gptSystemId)}
          aria-label={`${agentLookMessages.lookLink} of ${row.original.name || agentMessages.unnamed}`}
        >
          {agentLookMessages.lookLink}
        </RouterLink>
      </Link>
    ),
  }),
]);

export interface AgentTableProps {
  source: DataTableSource<AgentRow>;
  /** The chosen order; by name until the user sorts. */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}

const defaultSorting: SortingState = [{ id: 'name', desc: false }];

/**
 * The system agents: each name opens its editor (a deleted agent's opens its publishing page,
 * which says it is deleted), the status as a word and a colour (Active green, Draft grey,
 * Inactive amber, Deleted red), the version chat answers with, and links to publishing and look.
 */
export function AgentTable({ source, sorting, onSortingChange }: AgentTableProps) {
  return (
    <DataTable
      aria-label={agentMessages.listLabel}
      source={source}
      columns={agentColumns}
      getRowId={(agent) => agent.gptSystemId}
      sorting={sorting.length > 0 ? sorting : defaultSorting}
      onSortingChange={onSortingChange}
      emptyMessage={agentMessages.listEmpty}
      errorTitle="The agents could not be loaded"
    />
  );
}
