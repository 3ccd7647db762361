import { AbsoluteCenter, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { logger, settingsApi } from '@parley/api-client';
import {
  AuthSessionProvider,
  createAuthSession,
  createTokenFunctionsRelay,
  loadSignInClient,
  n1aiTokenSupplied,
  persistAuth,
  readN1aiTokenArgument,
  resolveSignIn,
} from '@parley/auth';
import { persistSettings } from '@parley/theme-brands';
import { HealthGate } from '../shell/health-gate';
import { watchWindowErrors } from './report-error';
import type { ErrorReporter } from './report-error';
import { ShellProviders } from './shell-providers';
import { createShellStore } from './shell-store';

function StartingScreen() {
  return (
    <AbsoluteCenter>
      <Spinner
        size="lg"
        colorPalette="brand"
        color="colorPalette.solid"
        role="status"
        aria-label="Loading"
      />
    </AbsoluteCenter>
  );
}

export interface StartSignedInAppOptions {
  /** The app's root URL (Vite's `BASE_URL`): sign-in returns under it. */
  basePath: string;
  reportError: ErrorReporter;
  /** The running app, inside the providers and the auth session (its router and routes). */
  app: ReactNode;
}

/**
 * Start-up of a signed-in app (chat-spec section 4): the store, the instance settings, then the
 * sign-in client and the session, then the app. While the server is not ready the health gate shows
 * the initializing page; the settings request waits through 503 answers on its own (api-client's
 * base query). A start-up that fails shows the error screen, never a blank page.
 */
export async function startSignedInApp(
  root: Root,
  { basePath, reportError, app }: StartSignedInAppOptions,
): Promise<void> {
  watchWindowErrors(window, reportError);
  const relay = createTokenFunctionsRelay();
  reportError.useToken(relay.tokens.getToken);
  const store = createShellStore({ tokens: relay.tokens });
  persistAuth(store);
  persistSettings(store);

  root.render(
    <ShellProviders store={store} onError={reportError}>
      <HealthGate>
        <StartingScreen />
      </HealthGate>
    </ShellProviders>,
  );

  try {
    // Never unsubscribed: the settings stay in the api cache, where every screen reads them.
    const settings = await store
      .dispatch(settingsApi.endpoints.getInstanceSettings.initiate())
      .unwrap();
    reportError.settingsLoaded(settings);
    const n1ai = readN1aiTokenArgument(window.location.search);
    if (n1ai) store.dispatch(n1aiTokenSupplied(n1ai));

    // Where no identity provider is usable the login page says so; the app still starts.
    const signIn = resolveSignIn(settings, new URL(basePath, window.location.origin).href);
    const session = createAuthSession({
      loadClient: () => loadSignInClient(signIn),
      store,
      setup: signIn,
      logger,
    });
    relay.connect(session);
    void session.start();

    root.render(
      <ShellProviders store={store} onError={reportError}>
        <AuthSessionProvider session={session}>{app}</AuthSessionProvider>
      </ShellProviders>,
    );
  } catch (error) {
    root.render(<ShellProviders store={store} onError={reportError} startupError={error} />);
  }
}
