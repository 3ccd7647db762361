import { Badge, Link } from '@chakra-ui/react';
import { useListAdminGptSystemsQuery } from '@parley/api-client/admin';
import type { AdminGptSystemList } from '@parley/api-contract';
import {
  ButtonWithReason,
  createDataTableColumnHelper,
  DataTable,
  useListSource,
  useUrlSorting,
} from '@parley/app-shell';
import type { SortingState } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { agentButtonRules, agentMessages, agentStatusPalette } from './agent-messages';
import { agentLookMessages } from './agent-look-messages';
import { agentPaths } from './agent-paths';

type AgentRow = AdminGptSystemList['items'][number];

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

const defaultSorting: SortingState = [{ id: 'name', desc: false }];

/**
 * `/admin/gptsystem` (admin-spec section 2): the system agents with their status as a word and a
 * colour (Active, Draft, Inactive), the version chat answers with, and New agent for a user who
 * may create one. Personal agents are their owners' and are managed in the chat app.
 */
export function AgentListScreen() {
  const { ready, reasons } = useActionReasons(agentButtonRules);
  const { sorting, setSorting } = useUrlSorting();
  const source = useListSource(useListAdminGptSystemsQuery());
  return (
    <ConsolePage
      title={agentMessages.listTitle}
      description={agentMessages.listDescription}
      actions={
        <ButtonWithReason
          to={agentPaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasons.create}
          reasonAlign="end"
        >
          {agentMessages.newAgent}
        </ButtonWithReason>
      }
    >
      <DataTable
        aria-label={agentMessages.listLabel}
        source={source}
        columns={agentColumns}
        getRowId={(agent) => agent.gptSystemId}
        sorting={sorting.length > 0 ? sorting : defaultSorting}
        onSortingChange={setSorting}
        emptyMessage={agentMessages.listEmpty}
        errorTitle="The agents could not be loaded"
      />
    </ConsolePage>
  );
}
