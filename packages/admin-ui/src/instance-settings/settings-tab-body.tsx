import { LoadFailedState, LoadingState } from '@parley/app-shell';
import type { ReactNode } from 'react';
import { instanceSettingsMessages as messages } from './instance-settings-messages';

/** The part of an RTK Query result a tab draws from. */
export interface SettingsQuery<Settings> {
  currentData?: Settings | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A tab's body for its settings query: the settings once loaded, else a load failure with Retry,
 * else the loading state, in the instance settings' words.
 */
export function SettingsTabBody<Settings>({
  query,
  children,
}: {
  query: SettingsQuery<Settings>;
  children: (settings: Settings) => ReactNode;
}) {
  const settings = query.currentData;
  if (settings !== undefined) return children(settings);
  if (query.isError) {
    return (
      <LoadFailedState
        title={messages.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingState label={messages.loading} />;
}
