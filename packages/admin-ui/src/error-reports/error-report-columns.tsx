import { Badge } from '@chakra-ui/react';
import type { ErrorReport } from '@parley/api-contract';
import { createDataTableColumnHelper } from '@parley/app-shell';
import { DateTimeText } from '../components/date-time-text';
import { errorReportMessages } from './error-report-messages';

const column = createDataTableColumnHelper<ErrorReport>();
const headers = errorReportMessages.columns;

/** The reports' columns: when, where, what, who, and how often the same failure was reported. */
export const errorReportColumns = column.columns([
  column.accessor('reportedAt', {
    header: headers.time,
    cell: ({ getValue }) => <DateTimeText value={getValue()} />,
  }),
  column.accessor('app', {
    header: headers.app,
    cell: ({ getValue }) => errorReportMessages.appNames[getValue()],
  }),
  column.accessor('environment', { header: headers.environment }),
  column.accessor('message', { header: headers.message }),
  column.accessor('userName', {
    header: headers.user,
    cell: ({ getValue }) => getValue() ?? errorReportMessages.anonymous,
  }),
  column.accessor('occurrences', {
    header: headers.occurrences,
    cell: ({ getValue }) => <Badge variant="subtle">{getValue()}</Badge>,
  }),
]);
