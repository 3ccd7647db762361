import { Link } from '@chakra-ui/react';
import type { GuidelinesDocumentSummary } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesConsolePaths } from './guidelines-paths';

const column = createDataTableColumnHelper<GuidelinesDocumentSummary>();

/** The agents using a document, by name, or that none does. */
export const agentNames = (document: Pick<GuidelinesDocumentSummary, 'agents'>) =>
  document.agents.length === 0
    ? messages.noAgents
    : document.agents.map((agent) => agent.name || messages.unnamedAgent).join(', ');

export const guidelinesColumns = column.columns([
  column.accessor('title', {
    header: messages.columnTitle,
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={guidelinesConsolePaths.edit(row.original.guidelinesDocumentId)}>
          {row.original.title}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor((document) => (document.requireConsent ? messages.yes : messages.no), {
    id: 'requireConsent',
    header: messages.columnConsent,
  }),
  column.accessor('sectionCount', { header: messages.columnSections }),
  column.accessor('version', { header: messages.columnVersion }),
  column.accessor((document) => agentNames(document), {
    id: 'agents',
    header: messages.columnAgents,
  }),
  column.accessor('updatedAt', {
    header: messages.columnUpdated,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
]);

export interface GuidelinesTableProps {
  source: DataTableSource<GuidelinesDocumentSummary>;
}

/**
 * The guidelines documents, in the server's order (by title): each title opens its edit page;
 * whether users must accept it, its sections and version, the agents using it, and when it last
 * changed.
 */
export function GuidelinesTable({ source }: GuidelinesTableProps) {
  return (
    <DataTable
      aria-label={messages.listLabel}
      source={source}
      columns={guidelinesColumns}
      getRowId={(document) => document.guidelinesDocumentId}
      emptyMessage={messages.listEmpty}
      errorTitle={messages.listLoadFailed}
    />
  );
}
