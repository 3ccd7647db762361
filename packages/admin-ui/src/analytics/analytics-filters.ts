import { DEFAULT_REPORTING_PERIOD, reportingPeriods } from '@parley/api-contract';
import type { ReportingPeriod } from '@parley/api-contract';

/** The dashboard's filters as URL parameters, so a filtered dashboard is a link to share. */
export const ANALYTICS_PERIOD_PARAM = 'reportingPeriod';
export const ANALYTICS_AGENT_PARAM = 'gptSystemId';

export interface AnalyticsFilters {
  reportingPeriod: ReportingPeriod;
  gptSystemId: string | undefined;
}

const isPeriod = (value: string | null): value is ReportingPeriod =>
  (reportingPeriods as readonly (string | null)[]).includes(value);

/** The filters a URL holds; an unknown period reads as the default one. */
export function analyticsFiltersOf(params: URLSearchParams): AnalyticsFilters {
  const period = params.get(ANALYTICS_PERIOD_PARAM);
  return {
    reportingPeriod: isPeriod(period) ? period : DEFAULT_REPORTING_PERIOD,
    gptSystemId: params.get(ANALYTICS_AGENT_PARAM) || undefined,
  };
}

/** Time bucket keys (ISO instants) as the tables and axes show them, in UTC. */
export function bucketLabel(key: string, bucket: 'hour' | 'day' | null): string {
  const date = new Date(key);
  if (Number.isNaN(date.getTime()) || bucket === null) return key;
  const day = date.toISOString().slice(0, 10);
  return bucket === 'day' ? day : `${day} ${date.toISOString().slice(11, 16)}`;
}
