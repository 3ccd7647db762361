import { Button, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { ApiExtra, baseApi } from '@parley/api-client';
import {
  analyticsAdminApi,
  useGetAnalyticsReportQuery,
  useListAnalyticsAgentsQuery,
} from '@parley/api-client/admin';
import { ANALYTICS_EXPORT_FILE_NAME } from '@parley/api-contract';
import { describeServerError, LoadingState, notify, RetryAlert } from '@parley/app-shell';
import { saveTextFile } from '../audit/save-text-file';
import { menuItemTitle } from '../console/console-messages';
import { ConsolePage } from '../console/console-page';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import {
  ANALYTICS_AGENT_PARAM,
  ANALYTICS_PERIOD_PARAM,
  analyticsFiltersOf,
} from './analytics-filters';
import type { AnalyticsFilters } from './analytics-filters';
import { analyticsMessages as messages, periodLabels, reportSections } from './analytics-messages';
import { ReportPanel } from './report-panel';
import { SummaryFigures } from './summary-figures';

/** The dashboard's title: the menu item's. */
export const DASHBOARD_TITLE = menuItemTitle('/admin');

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
const useApiDispatch = useDispatch.withTypes<ThunkDispatch<ApiState, ApiExtra, UnknownAction>>();

function ConnectedReportPanel({
  section,
  filters,
}: {
  section: (typeof reportSections)[number];
  filters: AnalyticsFilters;
}) {
  const query = useGetAnalyticsReportQuery({ report: section.report, ...filters });
  return (
    <ReportPanel
      {...section}
      periodLabel={periodLabels[filters.reportingPeriod]}
      // The rows of the filters asked for, never an earlier filter's while the new ones load.
      result={query.currentData}
      isLoading={query.isFetching}
      error={query.currentData ? undefined : query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * The dashboard at `/admin` (issue 18; admin-spec sections 2, 6 and 7): the period and agent
 * filters in the URL, the summary figures, one chart per report with its table, and Export CSV,
 * which saves `analytics-export.csv` of the same filters as the server streams it.
 */
export function AnalyticsDashboardScreen() {
  const [params, setParams] = useSearchParams();
  const filters = analyticsFiltersOf(params);
  const agents = useListAnalyticsAgentsQuery();
  const summary = useGetAnalyticsReportQuery({ report: 'summary', ...filters });

  // Each change lands on the address as it is then, not as this render saw it: two filters
  // changed in quick succession both stay.
  const changeFilters = (change: Partial<AnalyticsFilters>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (change.reportingPeriod) updated.set(ANALYTICS_PERIOD_PARAM, change.reportingPeriod);
        if ('gptSystemId' in change) {
          if (change.gptSystemId) updated.set(ANALYTICS_AGENT_PARAM, change.gptSystemId);
          else updated.delete(ANALYTICS_AGENT_PARAM);
        }
        return updated;
      },
      { replace: true },
    );

  const dispatch = useApiDispatch();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      // Not kept in the cache once saved: an export can be tens of megabytes.
      const csv = await dispatch(
        analyticsAdminApi.endpoints.exportAnalytics.initiate(filters, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      saveTextFile(csv, ANALYTICS_EXPORT_FILE_NAME, 'text/csv;charset=utf-8');
    } catch (error) {
      notify.error(messages.exportFailed, describeServerError(error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ConsolePage
      title={DASHBOARD_TITLE}
      description={messages.description}
      actions={
        <Button
          type="button"
          variant="outline"
          // Not `disabled` while exporting: a disabled button drops the keyboard focus.
          aria-disabled={exporting || undefined}
          onClick={() => void exportCsv()}
        >
          {exporting && <Spinner size="sm" />}
          {exporting ? messages.exporting : messages.export}
        </Button>
      }
    >
      <AnalyticsFilterBar
        filters={filters}
        agents={agents.data?.items ?? []}
        onChange={changeFilters}
      />
      <Stack as="section" aria-label={messages.summaryLabel} gap="2">
        {summary.currentData?.totals ? (
          <SummaryFigures totals={summary.currentData.totals} />
        ) : summary.error && !summary.isFetching ? (
          <RetryAlert
            title={messages.loadFailed(messages.summaryLabel)}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <LoadingState label={messages.loading(messages.summaryLabel)} />
        )}
        <Text color="fg.muted" textStyle="xs">
          {messages.utcNote}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        {reportSections.map((section) => (
          <ConnectedReportPanel key={section.report} section={section} filters={filters} />
        ))}
      </SimpleGrid>
    </ConsolePage>
  );
}
