import { AuthSessionProvider } from '@parley/auth';
import type { AuthSession } from '@parley/auth';
import { AppErrorBoundary } from '@parley/chat-ui';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppBrandProvider } from './app-brand-provider';
import { reportError } from './report-error';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /** Shows the generic error screen instead of `children` and reports this error. */
  startupError?: unknown;
  children?: ReactNode;
}

/** Redux and the brand: what every screen needs, the start-up screen included. */
export function AppProviders({ store, startupError, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppBrandProvider>
          <AppErrorBoundary onError={reportError} startupError={startupError}>
            {children}
          </AppErrorBoundary>
        </AppBrandProvider>
      </Provider>
    </StrictMode>
  );
}

export interface AppProps {
  store: AppStore;
  session: AuthSession;
}

/** The running app: the providers, the auth session and the routes. */
export function App({ store, session }: AppProps) {
  return (
    <AppProviders store={store}>
      <AuthSessionProvider session={session}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthSessionProvider>
    </AppProviders>
  );
}
