import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { AnalyticsReport, AnalyticsReportResult } from '@parley/api-contract';
import { LoadingState, RetryAlert } from '@parley/app-shell';
import { lazy, Suspense, useId, useState } from 'react';
import { analyticsMessages as messages } from './analytics-messages';
import { ReportTable } from './report-table';

// The chart library loads with the first chart, on this route only.
const ReportChart = lazy(() =>
  import('./report-chart').then((module) => ({ default: module.ReportChart })),
);

export interface ReportPanelProps {
  report: Exclude<AnalyticsReport, 'summary'>;
  title: string;
  description: string;
  keyColumn: string;
  /** The period as the page says it ("Last 7 days"), for the table's caption. */
  periodLabel: string;
  result: AnalyticsReportResult | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * One report of the dashboard: its heading and what it shows, then a chart with its table for
 * screen readers (visually hidden), or the table alone when a sighted user asks for it; loading,
 * failed (with Retry) and empty states in words.
 */
export function ReportPanel({
  report,
  title,
  description,
  keyColumn,
  periodLabel,
  result,
  isLoading,
  error,
  onRetry,
}: ReportPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const empty = result !== undefined && result.rows.every((row) => row.answers === 0);
  const tableOf = (shown: boolean) =>
    result && (
      <ReportTable
        result={result}
        caption={messages.tableCaption(title, periodLabel)}
        keyColumn={keyColumn}
        scrollable={shown}
      />
    );

  let body;
  if (error) {
    body = <RetryAlert title={messages.loadFailed(title)} error={error} onRetry={onRetry} />;
  } else if (!result) {
    body = isLoading ? <LoadingState label={messages.loading(title)} /> : null;
  } else if (empty) {
    body = <Text color="fg.muted">{messages.empty}</Text>;
  } else if (asTable) {
    body = tableOf(true);
  } else {
    body = (
      <>
        <Box aria-hidden="true">
          <Suspense fallback={<Skeleton h="48" />}>
            <ReportChart report={report} result={result} />
          </Suspense>
        </Box>
        <VisuallyHidden>{tableOf(false)}</VisuallyHidden>
      </>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0" flex="1">
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            <Text color="fg.muted" textStyle="sm" mt="1">
              {description}
            </Text>
          </Box>
          {result && !empty && !error && (
            <Button
              type="button"
              size="xs"
              variant="outline"
              aria-pressed={asTable}
              onClick={() => setAsTable((current) => !current)}
            >
              {asTable ? messages.showChart : messages.showTable}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body aria-busy={isLoading || undefined}>{body}</Card.Body>
    </Card.Root>
  );
}
