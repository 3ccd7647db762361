import { Link, Stack, Text } from '@chakra-ui/react';
import type { ChatAccessPolicy } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { policyMessages } from './policy-messages';
import { policyPaths } from './policy-paths';
import { agentsSummary, brandSummary, whoSummary } from './policy-summary';

const column = createDataTableColumnHelper<ChatAccessPolicy>();

export const policyColumns = column.columns([
  column.accessor('name', {
    header: policyMessages.columnName,
    enableSorting: true,
    sortFn: 'text',
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={policyPaths.edit(row.original.chatAccessPolicyId)}>
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor((policy) => agentsSummary(policy), {
    id: 'agents',
    header: policyMessages.columnAgents,
  }),
  column.display({
    id: 'who',
    header: policyMessages.columnWho,
    cell: ({ row }) => (
      <Stack gap="0.5">
        {whoSummary(row.original).map(({ kind, names }) => (
          <Text key={kind}>
            <Text as="span" color="fg.muted">
              {kind}:
            </Text>{' '}
            {names}
          </Text>
        ))}
      </Stack>
    ),
  }),
  column.accessor((policy) => brandSummary(policy), {
    id: 'brand',
    header: policyMessages.columnBrand,
  }),
  column.accessor('updatedAt', {
    header: policyMessages.columnUpdated,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} dateOnly />,
  }),
]);

export interface AccessPolicyTableProps {
  source: DataTableSource<ChatAccessPolicy>;
}

/**
 * The policies, in the server's order (by name): each name opens its edit page; which agents it
 * covers, who it grants them to, on which brand, and when it last changed.
 */
export function AccessPolicyTable({ source }: AccessPolicyTableProps) {
  return (
    <DataTable
      aria-label={policyMessages.listLabel}
      source={source}
      columns={policyColumns}
      getRowId={(policy) => policy.chatAccessPolicyId}
      emptyMessage={policyMessages.listEmpty}
      errorTitle={policyMessages.listLoadFailed}
    />
  );
}
