import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { serviceStatusSlice, useGetHealthQuery } from '@parley/api-client';
import { healthCheckIssueChanged, InitializingScreen, selectHealthCheckIssue } from '@parley/auth';

/** How often the health check asks again while the server is not ready (the spec names no figure). */
export const HEALTH_POLL_INTERVAL_MS = 2_000;

export interface HealthGateProps {
  children: ReactNode;
}

/**
 * Shows "Application is initializing, please wait..." instead of the app while the server reports
 * `initializing` or answers 503 (chat-spec section 2), asking again until it is ready. Until the
 * first answer arrives the app renders: a healthy server should not cost a blank first paint.
 */
export function HealthGate({ children }: HealthGateProps) {
  const dispatch = useDispatch();
  const issue = useSelector(selectHealthCheckIssue);
  const serviceUnavailable = useSelector(serviceStatusSlice.selectors.selectServiceUnavailable);
  const { data } = useGetHealthQuery(undefined, {
    pollingInterval: issue ? HEALTH_POLL_INTERVAL_MS : 0,
  });
  const reportsIssue = serviceUnavailable || data?.status === 'initializing';

  useEffect(() => {
    dispatch(healthCheckIssueChanged(reportsIssue));
  }, [dispatch, reportsIssue]);

  if (issue) return <InitializingScreen />;
  return children;
}
