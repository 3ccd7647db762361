import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectHealthCheckIssue, useGetHealthQuery } from '@parley/api-client';
import { InitializingScreen } from '@parley/auth';

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
  const issue = useSelector(selectHealthCheckIssue);
  useGetHealthQuery(undefined, { pollingInterval: issue ? HEALTH_POLL_INTERVAL_MS : 0 });

  if (issue) return <InitializingScreen />;
  return children;
}
