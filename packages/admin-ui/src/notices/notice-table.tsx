import { Link } from '@chakra-ui/react';
import type { AdminNotice } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { noticeScreenMessages as messages } from './notice-messages';
import { noticeScreenPaths } from './notice-paths';
import { NoticeStateBadge } from './notice-state-badge';

const column = createDataTableColumnHelper<AdminNotice>();

export const noticeColumns = column.columns([
  column.accessor('text', {
    header: messages.columnText,
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium" lineClamp={2}>
        <RouterLink to={noticeScreenPaths.edit(row.original.noticeId)}>
          {row.original.text}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor((notice) => notice.brandKey ?? messages.allBrands, {
    id: 'brand',
    header: messages.columnBrand,
  }),
  column.accessor('startsAt', {
    header: messages.columnStart,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
  column.accessor('endsAt', {
    header: messages.columnEnd,
    enableSorting: true,
    sortFn: 'basic',
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
  column.accessor('state', {
    header: messages.columnState,
    cell: ({ getValue }) => <NoticeStateBadge state={getValue()} />,
  }),
]);

export interface NoticeTableProps {
  source: DataTableSource<AdminNotice>;
}

/**
 * The notices, in the server's order (newest start first): each text opens its edit page; the
 * brand or all brands, the start and end in local time, and whether it is scheduled, current or
 * over.
 */
export function NoticeTable({ source }: NoticeTableProps) {
  return (
    <DataTable
      aria-label={messages.listLabel}
      source={source}
      columns={noticeColumns}
      getRowId={(notice) => notice.noticeId}
      emptyMessage={messages.listEmpty}
      errorTitle={messages.listLoadFailed}
    />
  );
}
