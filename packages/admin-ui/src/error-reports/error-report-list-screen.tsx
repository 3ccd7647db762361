import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useGetErrorReportQuery, useListErrorReportsInfiniteQuery } from '@parley/api-client/admin';
import { errorReportApps } from '@parley/api-contract';
import type { ErrorReport, ErrorReportApp } from '@parley/api-contract';
import {
  DataTable,
  DataTableSearch,
  useInfiniteListSource,
  useUrlFilters,
} from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { errorReportColumns } from './error-report-columns';
import { ErrorReportDrawer } from './error-report-drawer';
import { errorReportMessages as messages } from './error-report-messages';

/** The URL parameter naming the report open in the drawer (a permalink). */
export const ERROR_REPORT_PARAM = 'report';

const isApp = (value: string): value is ErrorReportApp =>
  (errorReportApps as readonly string[]).includes(value);

/**
 * Error Reports (issue 20): what failed in the three apps, newest first, page by page, filtered by
 * app and text (kept in the URL, so a filtered list survives a reload); a report opens in a drawer
 * with its stack, and the drawer's address is a permalink.
 */
export function ErrorReportListScreen() {
  const { filters, setFilters } = useUrlFilters(['app', 'search', ERROR_REPORT_PARAM]);
  const app = isApp(filters.app) ? filters.app : '';
  const source = useInfiniteListSource(
    useListErrorReportsInfiniteQuery({ app, search: filters.search }),
  );
  const reportId = filters[ERROR_REPORT_PARAM] || undefined;
  const loaded = reportId ? source.rows.find((row) => row.errorReportId === reportId) : undefined;
  const fetched = useGetErrorReportQuery(reportId ?? skipToken, { skip: loaded !== undefined });
  const returnFocus = useRef<HTMLElement | null>(null);

  const openReport = (row: ErrorReport) => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFilters({ [ERROR_REPORT_PARAM]: row.errorReportId });
  };

  return (
    <ConsolePage title={messages.title} description={messages.description}>
      <HStack align="flex-end" gap="4" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>{messages.app}</Field.Label>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              value={app}
              onChange={(event) => setFilters({ app: event.target.value })}
            >
              <option value="">{messages.allApps}</option>
              {errorReportApps.map((value) => (
                <option key={value} value={value}>
                  {messages.appNames[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <DataTableSearch
          label={messages.search}
          placeholder={messages.searchPlaceholder}
          value={filters.search}
          onValueChange={(search) => setFilters({ search })}
        />
      </HStack>
      <DataTable
        aria-label={messages.table}
        source={source}
        columns={errorReportColumns}
        getRowId={(row) => row.errorReportId}
        onRowClick={openReport}
        emptyMessage={messages.empty}
        filtersActive={Boolean(app || filters.search)}
        onClearFilters={() => setFilters({ app: '', search: '' })}
      />
      <ErrorReportDrawer
        open={reportId !== undefined}
        onClose={() => setFilters({ [ERROR_REPORT_PARAM]: '' })}
        report={loaded ?? fetched.currentData}
        error={loaded ? undefined : fetched.error}
        finalFocusEl={() => (returnFocus.current?.isConnected ? returnFocus.current : null)}
      />
    </ConsolePage>
  );
}
