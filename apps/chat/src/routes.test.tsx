import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION } from '@parley/api-contract';
import {
  AuthSessionProvider,
  createAuthSession,
  createSignInClient,
  createSignInSetup,
  initialAuthState,
  signInBusyChanged,
} from '@parley/auth';
import type { AuthState } from '@parley/auth';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppBrandProvider } from './app-brand-provider';
import { routes } from './routes';
import { createAppStore } from './store';

const instanceSettings = {
  ...initialAuthState.instanceSettings,
  name: 'Parley',
  oidcSettings: {
    authority: 'https://localhost/idp',
    clientId: 'parley-web',
    scopes: [],
  },
};

const signedIn: Partial<AuthState> = {
  instanceSettings,
  account: { name: 'Staff Member', userName: 'staff@parley.local' },
  token: 'product-token',
};

async function renderAt(path: string, auth: Partial<AuthState> = { instanceSettings }) {
  const store = createAppStore({ auth });
  const setup = createSignInSetup(instanceSettings, 'https://localhost/');
  const session = createAuthSession({ client: createSignInClient(setup), store, setup });
  // A signed-in state stands for an MSAL account the test cannot create: MSAL's start-up would
  // find no cached account and sign the state out, so it only runs for visitors.
  if (auth.account) store.dispatch(signInBusyChanged(false));
  else await session.start();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <AuthSessionProvider session={session}>
        <AppBrandProvider>
          <RouterProvider router={router} />
        </AppBrandProvider>
      </AuthSessionProvider>
    </Provider>,
  );
  return router;
}

describe('chat routes (chat-spec section 2)', () => {
  it('sends / to the login route, titled "Login | {app name}"', async () => {
    const router = await renderAt('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
    expect(document.title).toBe('Login | Parley');
  });

  it('sends a visitor who is not signed in from a chat route to the login route', async () => {
    const router = await renderAt('/chat/agents-of-someone');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
  });

  it('sends a signed-in user from the login route to chat when no path after login is stored', async () => {
    const router = await renderAt('/auth/jwt/login', { ...signedIn, pathAfterLogin: '' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat');
    expect(document.title).toBe('Chat | Parley');
  });

  it('sends a signed-in user from the login route to the stored path after login', async () => {
    const router = await renderAt('/auth/jwt/login', {
      ...signedIn,
      pathAfterLogin: '/gpt-system',
    });
    await screen.findByRole('heading', { level: 1, name: 'Assistant systems' });
    expect(router.state.location.pathname).toBe('/gpt-system');
  });

  it('redirects unknown paths to chat', async () => {
    const router = await renderAt('/no/such/page', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Chat' });
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('shows the not-found page at /404 with a link to chat', async () => {
    await renderAt('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to chat' })).toHaveAttribute('href', '/chat');
  });

  it('has a register page that links back to sign in', async () => {
    await renderAt('/auth/jwt/register');
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/jwt/login',
    );
  });

  it('shows "Discover Intelligent Agents" at /chat/agents', async () => {
    await renderAt('/chat/agents', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover Intelligent Agents' }),
    ).toBeInTheDocument();
  });

  it('puts the account button of the signed-in user in the chat layout', async () => {
    await renderAt('/chat', signedIn);
    expect(
      await screen.findByRole('button', { name: 'Account: Staff Member' }),
    ).toBeInTheDocument();
  });
});

describe('index.html', () => {
  it('reports the client version for the new-version check', async () => {
    const html = await readFile(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="parley-version" content="${APP_VERSION}" />`);
  });
});
