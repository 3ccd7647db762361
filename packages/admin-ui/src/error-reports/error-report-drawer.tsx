import { Alert, Code, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ErrorReport } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';
import type { ReactNode } from 'react';
import { DateTimeText } from '../components/date-time-text';
import { DetailDrawer, FactList } from '../components/detail-drawer';
import { errorReportMessages } from './error-report-messages';

const messages = errorReportMessages.drawer;

export interface ErrorReportDrawerProps {
  /** Open while the URL names a report. */
  open: boolean;
  onClose: () => void;
  /** The report, once known (from the loaded rows, or fetched for a permalink). */
  report: ErrorReport | undefined;
  /** Why the report could not be fetched. */
  error?: unknown;
  /** Where focus goes when the drawer closes (the row that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}

function ReportFields({ report }: { report: ErrorReport }) {
  const rows: [string, ReactNode][] = [
    ['Time', <DateTimeText key="time" value={report.reportedAt} />],
    ['App', errorReportMessages.appNames[report.app]],
    ['Environment', report.environment],
    ['Release', report.release],
    ['Path', <Code key="path">{report.path}</Code>],
    ['Caught by', report.source ?? '—'],
    ['User', report.userName ?? errorReportMessages.anonymous],
    ['Brand', report.brandKey],
    ['Reports of it', String(report.occurrences)],
  ];
  return <FactList facts={rows} />;
}

/**
 * One error report in a drawer at the page's end: its message, where and when it happened, and its
 * stack. Focus moves in when it opens, Escape closes it, and focus returns to `finalFocusEl`.
 */
export function ErrorReportDrawer({
  open,
  onClose,
  report,
  error,
  finalFocusEl,
}: ErrorReportDrawerProps) {
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={messages.title}
      closeLabel={messages.close}
      finalFocusEl={finalFocusEl}
    >
      {report ? (
        <Stack gap="6">
          <Text fontWeight="semibold" wordBreak="break-word">
            {report.message}
          </Text>
          <ReportFields report={report} />
          <Stack as="section" aria-labelledby="error-report-stack" gap="2">
            <Heading as="h3" size="sm" id="error-report-stack">
              {messages.stack}
            </Heading>
            {report.stack ? (
              <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" textStyle="xs">
                {report.stack}
              </Code>
            ) : (
              <Text color="fg.muted">{messages.noStack}</Text>
            )}
          </Stack>
        </Stack>
      ) : error !== undefined ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.failed}</Alert.Title>
            <Alert.Description>{describeServerError(error).message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Spinner role="status" aria-label={messages.loading} />
      )}
    </DetailDrawer>
  );
}
