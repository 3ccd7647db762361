import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary } from '../shell/error-boundaries';
import type { RenderErrorHandler } from '../shell/error-boundaries';
import { InstanceBrandProvider } from './instance-brand-provider';
import type { ShellStore } from './shell-store';

export interface ShellProvidersProps {
  store: ShellStore;
  onError: RenderErrorHandler;
  /** Shows the generic error screen instead of `children` and reports this error. */
  startupError?: unknown;
  children?: ReactNode;
}

/** Redux, the instance's brand and the last-resort error screen: what every screen needs. */
export function ShellProviders({ store, onError, startupError, children }: ShellProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <InstanceBrandProvider>
          <AppErrorBoundary onError={onError} startupError={startupError}>
            {children}
          </AppErrorBoundary>
        </InstanceBrandProvider>
      </Provider>
    </StrictMode>
  );
}
