import { Link } from '@chakra-ui/react';
import type { GuidelinesTemplateSummary } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesConsolePaths } from './guidelines-paths';

const column = createDataTableColumnHelper<GuidelinesTemplateSummary>();

export const templateColumns = column.columns([
  column.accessor('name', {
    header: messages.columnName,
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={guidelinesConsolePaths.editTemplate(row.original.guidelinesTemplateId)}>
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor('description', { header: messages.columnDescription }),
  column.accessor('sectionCount', { header: messages.columnSections }),
  column.accessor('updatedAt', {
    header: messages.columnUpdated,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
]);

export interface GuidelinesTemplateTableProps {
  source: DataTableSource<GuidelinesTemplateSummary>;
}

/** The templates by name: each name opens its form; what it is for, its sections, when it changed. */
export function GuidelinesTemplateTable({ source }: GuidelinesTemplateTableProps) {
  return (
    <DataTable
      aria-label={messages.templatesLabel}
      source={source}
      columns={templateColumns}
      getRowId={(template) => template.guidelinesTemplateId}
      emptyMessage={messages.templatesEmpty}
      errorTitle={messages.templatesLoadFailed}
    />
  );
}
