import { HStack, Link, Tag } from '@chakra-ui/react';
import type { ModerationReportSummary, ReportStatus } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { moderationConsolePaths } from './moderation-paths';
import { ReportStatusBadge } from './report-status-badge';

const column = createDataTableColumnHelper<ModerationReportSummary>();

export const moderationColumns = column.columns([
  column.accessor((report) => report.gptReference.name ?? messages.unnamedAgent, {
    id: 'agent',
    header: messages.columnAgent,
    cell: ({ row, getValue }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={moderationConsolePaths.report(row.original.moderationReportId)}>
          {getValue()}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor('agentOpenReportCount', { header: messages.columnTimesReported }),
  column.accessor('agentReasons', {
    header: messages.columnReasons,
    cell: ({ getValue }) => (
      <HStack gap="1" wrap="wrap">
        {getValue().map((reason) => (
          <Tag.Root key={reason.reportReason} size="sm" variant="surface">
            <Tag.Label>{messages.reasonCount(reason.reportReason, reason.count)}</Tag.Label>
          </Tag.Root>
        ))}
      </HStack>
    ),
  }),
  column.accessor((report) => messages.reasonLabel(report.reportReason), {
    id: 'reason',
    header: messages.columnReason,
  }),
  column.accessor((report) => report.submittedBy.displayName, {
    id: 'reportedBy',
    header: messages.columnReportedBy,
  }),
  column.accessor('submittedAt', {
    header: messages.columnSubmitted,
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
  column.accessor('reportStatus', {
    header: messages.columnStatus,
    cell: ({ getValue }) => <ReportStatusBadge status={getValue()} />,
  }),
]);

export interface ModerationTableProps {
  source: DataTableSource<ModerationReportSummary>;
  status: ReportStatus;
}

/**
 * The reports as the server orders them (the most reported agent first, then the oldest report),
 * each opening its report page, with the agent's open reports and their reasons counted.
 */
export function ModerationTable({ source, status }: ModerationTableProps) {
  return (
    <DataTable
      aria-label={messages.listLabel}
      source={source}
      columns={moderationColumns}
      getRowId={(report) => report.moderationReportId}
      emptyMessage={messages.listEmpty(status)}
      errorTitle={messages.listLoadFailed}
    />
  );
}
