import { Badge, Link } from '@chakra-ui/react';
import type { AdminGptSystemList } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource, SortingState } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { useMemo } from 'react';
import { useConsoleAgentsText } from '../i18n/console-agents-text';
import type { ConsoleAgentsText } from '../i18n/console-agents-text';
import { agentStatusPalette } from './agent-messages';
import { agentPaths } from './agent-paths';

export type AgentRow = AdminGptSystemList['items'][number];

const column = createDataTableColumnHelper<AgentRow>();

const statusKeys = {
  Active: 'statusActive',
  Draft: 'statusDraft',
  Inactive: 'statusInactive',
  Deleted: 'statusDeleted',
} as const satisfies Record<AgentRow['status'], string>;

/** The columns in the page's language (rebuilt when it changes). */
function agentColumnsIn(t: ConsoleAgentsText) {
  const nameOf = (agent: AgentRow) => agent.name || t('unnamed');
  return column.columns([
    column.accessor('name', {
      header: t('columnName'),
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
            {nameOf(row.original)}
          </RouterLink>
        </Link>
      ),
    }),
    column.accessor('status', {
      header: t('columnStatus'),
      enableSorting: true,
      sortFn: 'text',
      cell: ({ getValue }) => (
        <Badge colorPalette={agentStatusPalette[getValue()]} variant="subtle">
          {t(statusKeys[getValue()])}
        </Badge>
      ),
    }),
    column.accessor('publishedVersion', {
      header: t('columnVersion'),
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    column.accessor('createdAt', {
      header: t('columnCreated'),
      enableSorting: true,
      sortFn: 'basic',
      cell: ({ getValue }) => <DateTimeText value={getValue()} dateOnly />,
    }),
    column.display({
      id: 'publishing',
      header: t('columnPublishing'),
      cell: ({ row }) => (
        <Link asChild colorPalette="brand">
          <RouterLink
            to={agentPaths.publish(row.original.gptSystemId)}
            aria-label={t('publishingOf', { name: nameOf(row.original) })}
          >
            {t('publishing')}
          </RouterLink>
        </Link>
      ),
    }),
    column.display({
      id: 'look',
      header: t('lookLink'),
      cell: ({ row }) => (
        <Link asChild colorPalette="brand">
          <RouterLink
            to={agentPaths.look(row.original.gptSystemId)}
            aria-label={t('lookOf', { name: nameOf(row.original) })}
          >
            {t('lookLink')}
          </RouterLink>
        </Link>
      ),
    }),
  ]);
}

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
  const t = useConsoleAgentsText();
  const columns = useMemo(() => agentColumnsIn(t), [t]);
  return (
    <DataTable
      aria-label={t('listLabel')}
      source={source}
      columns={columns}
      getRowId={(agent) => agent.gptSystemId}
      sorting={sorting.length > 0 ? sorting : defaultSorting}
      onSortingChange={onSortingChange}
      emptyMessage={t('listEmpty')}
      errorTitle={t('listFailed')}
    />
  );
}
