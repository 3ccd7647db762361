import { logger, settingsApi } from '@parley/api-client';
import {
  createAuthSession,
  createTokenFunctionsRelay,
  instanceSettingsReceived,
  loadSignInClient,
  n1aiTokenSupplied,
  persistAuth,
  readN1aiTokenArgument,
  resolveSignIn,
} from '@parley/auth';
import { HealthGate } from '@parley/chat-ui';
import { AbsoluteCenter, Spinner } from '@chakra-ui/react';
import { persistSettings } from '@parley/theme-brands';
import type { Root } from 'react-dom/client';
import { App, AppProviders } from './app';
import { reportError, watchWindowErrors } from './report-error';
import { createAppStore } from './store';

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

/**
 * Start-up (chat-spec section 4): the store, the instance settings, then the sign-in client and
 * the session, then the app. While the server is not ready the health gate shows the initializing
 * page; the settings request waits through 503 answers on its own (api-client's base query).
 */
export async function startApp(root: Root): Promise<void> {
  watchWindowErrors(window, reportError);
  const relay = createTokenFunctionsRelay();
  const store = createAppStore({ tokens: relay.tokens });
  persistAuth(store);
  persistSettings(store);

  root.render(
    <AppProviders store={store}>
      <HealthGate>
        <StartingScreen />
      </HealthGate>
    </AppProviders>,
  );

  try {
    const settings = await store
      .dispatch(settingsApi.endpoints.getInstanceSettings.initiate())
      .unwrap();
    store.dispatch(instanceSettingsReceived(settings));
    const n1ai = readN1aiTokenArgument(window.location.search);
    if (n1ai) store.dispatch(n1aiTokenSupplied(n1ai));

    // Where no identity provider is usable the login page says so; the app still starts.
    const signIn = resolveSignIn(
      settings,
      new URL(import.meta.env.BASE_URL, window.location.origin).href,
    );
    const session = createAuthSession({
      loadClient: () => loadSignInClient(signIn),
      store,
      setup: signIn,
      logger,
    });
    relay.connect(session);
    void session.start();

    root.render(<App store={store} session={session} />);
  } catch (error) {
    root.render(<AppProviders store={store} startupError={error} />);
  }
}
