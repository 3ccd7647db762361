import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { settingsApi } from '@parley/api-client';
import { APP_VERSION } from '@parley/api-contract';
import type { InstanceSettings } from '@parley/api-contract';
import {
  AuthSessionProvider,
  createAuthSession,
  loadSignInClient,
  placeholderInstanceSettings,
  resolveSignIn,
} from '@parley/auth';
import type { AuthState } from '@parley/auth';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createShellStore, InstanceBrandProvider } from '@parley/app-shell';
import { AppRoutes } from './routes';

const instanceSettings: InstanceSettings = {
  ...placeholderInstanceSettings,
  name: 'Parley',
  oidcSettings: {
    authority: 'https://localhost/idp',
    clientId: 'parley-web',
    scopes: [],
  },
};

/** Lazy routes load their module on the first visit, which a busy machine can make slow. */
const lazyPage = { timeout: 5_000 };

const signedIn: Partial<AuthState> = {
  account: { name: 'Staff Member', userName: 'staff@parley.local' },
  token: 'product-token',
  tokenArguments: { identityProvider: 'Oidc', token: 'id-token' },
};

/**
 * Renders the app's routes at `path` after start-up fetched `settings`; `pathname()` reads where the
 * routes have gone since.
 */
async function renderAt(path: string, auth: Partial<AuthState> = {}, settings = instanceSettings) {
  const store = createShellStore({ auth });
  await store.dispatch(
    settingsApi.util.upsertQueryData('getInstanceSettings', undefined, settings),
  );
  const setup = resolveSignIn(settings, 'https://localhost/');
  const session = createAuthSession({ loadClient: () => loadSignInClient(setup), store, setup });
  await session.start();
  let current = path;
  function LocationProbe() {
    current = useLocation().pathname;
    return null;
  }
  render(
    <Provider store={store}>
      <AuthSessionProvider session={session}>
        <InstanceBrandProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </InstanceBrandProvider>
      </AuthSessionProvider>
    </Provider>,
  );
  return { pathname: () => current };
}

describe('chat routes (chat-spec section 2)', () => {
  it('sends / to the login route, titled "Login | {app name}"', async () => {
    const router = await renderAt('/');
    expect(await screen.findByRole('button', { name: 'Sign in' }, lazyPage)).toBeInTheDocument();
    expect(router.pathname()).toBe('/auth/jwt/login');
    // The title is set in an effect after the page draws: wait for it, not for time.
    await waitFor(() => expect(document.title).toBe('Login | Parley'));
  });

  it('says on the login route that nobody can sign in when the server configures no identity provider', async () => {
    await renderAt('/', {}, { ...placeholderInstanceSettings, name: 'Parley' });
    const alert = await screen.findByRole('alert', {}, lazyPage);
    expect(alert).toHaveTextContent('Sign-in is not configured on this server.');
    expect(alert).toHaveTextContent('PARLEY_EMBEDDED_IDP');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in from a chat route to the login route', async () => {
    const router = await renderAt('/chat/agents-of-someone');
    await screen.findByRole('button', { name: 'Sign in' }, lazyPage);
    expect(router.pathname()).toBe('/auth/jwt/login');
  });

  it('sends a signed-in user from the login route to chat when no path after login is stored', async () => {
    const router = await renderAt('/auth/jwt/login', { ...signedIn, pathAfterLogin: '' });
    await screen.findByRole('button', { name: 'Account: Staff Member' }, lazyPage);
    expect(router.pathname()).toBe('/chat');
  });

  it('sends a signed-in user from the login route to the stored path after login', async () => {
    const router = await renderAt('/auth/jwt/login', {
      ...signedIn,
      pathAfterLogin: '/gpt-system',
    });
    await screen.findByRole('heading', { level: 1, name: 'Assistant systems' }, lazyPage);
    expect(router.pathname()).toBe('/gpt-system');
  });

  it('redirects unknown paths to chat', async () => {
    const router = await renderAt('/no/such/page', signedIn);
    await screen.findByRole('button', { name: 'Account: Staff Member' }, lazyPage);
    expect(router.pathname()).toBe('/chat');
  });

  it('shows the not-found page at /404 with a link to chat', async () => {
    await renderAt('/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyPage),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to chat' })).toHaveAttribute('href', '/chat');
  });

  it('shows the release notes at /release-notes to anyone, titled "Release Notes | {app name}"', async () => {
    const router = await renderAt('/release-notes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Release Notes' }, lazyPage),
    ).toBeVisible();
    expect(router.pathname()).toBe('/release-notes');
    // The title waits for the app's name from the instance settings.
    await waitFor(() => expect(document.title).toBe('Release Notes | Parley'));
  });

  it('has a register page that links back to sign in', async () => {
    await renderAt('/auth/jwt/register');
    expect(await screen.findByRole('link', { name: 'Back to sign in' }, lazyPage)).toHaveAttribute(
      'href',
      '/auth/jwt/login',
    );
  });

  it('shows "Discover Intelligent Agents" at /chat/agents', async () => {
    await renderAt('/chat/agents', signedIn);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Discover Intelligent Agents' },
        lazyPage,
      ),
    ).toBeInTheDocument();
  });

  it('puts the account button of the signed-in user in the chat layout', async () => {
    await renderAt('/chat', signedIn);
    expect(
      await screen.findByRole('button', { name: 'Account: Staff Member' }, lazyPage),
    ).toBeInTheDocument();
  });
});

describe('index.html', () => {
  it('reports the client version for the new-version check', async () => {
    const html = await readFile(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="parley-version" content="${APP_VERSION}" />`);
  });
});
