import { Table } from '@chakra-ui/react';
import type { AnalyticsReportResult } from '@parley/api-contract';
import { bucketLabel } from './analytics-filters';
import { analyticsMessages as messages } from './analytics-messages';

export interface ReportTableProps {
  result: AnalyticsReportResult;
  caption: string;
  /** The first column's heading: what a row is (Agent, Brand, Time (UTC), ...). */
  keyColumn: string;
  /**
   * Shown, the table scrolls within a bounded height (a keyboard stop, so it can be scrolled);
   * visually hidden for screen readers, it is the plain table, with nothing to focus.
   */
  scrollable?: boolean;
}

const formatted = (value: number | null) => (value === null ? '–' : value.toLocaleString());

/** A report's rows as a table: what screen readers read, and sighted users can switch to. */
export function ReportTable({ result, caption, keyColumn, scrollable = false }: ReportTableProps) {
  const hasLatency = result.rows.some(
    (row) => row.averageFirstTokenMs !== null || row.averageTotalMs !== null,
  );
  const table = (
    <Table.Root size="sm" stickyHeader={scrollable}>
      <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{keyColumn}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {messages.columns.answers}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {messages.columns.inputTokens}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {messages.columns.outputTokens}
          </Table.ColumnHeader>
          {hasLatency && (
            <>
              <Table.ColumnHeader scope="col" textAlign="end">
                {messages.columns.averageFirstTokenMs}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {messages.columns.averageTotalMs}
              </Table.ColumnHeader>
            </>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {result.rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {bucketLabel(row.label, result.bucket)}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatted(row.answers)}</Table.Cell>
            <Table.Cell textAlign="end">{formatted(row.inputTokens)}</Table.Cell>
            <Table.Cell textAlign="end">{formatted(row.outputTokens)}</Table.Cell>
            {hasLatency && (
              <>
                <Table.Cell textAlign="end">{formatted(row.averageFirstTokenMs)}</Table.Cell>
                <Table.Cell textAlign="end">{formatted(row.averageTotalMs)}</Table.Cell>
              </>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  return scrollable ? (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxH="96"
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      {table}
    </Table.ScrollArea>
  ) : (
    table
  );
}
