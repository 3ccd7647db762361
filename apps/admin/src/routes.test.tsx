import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsApi } from '@parley/api-client';
import { sampleConfigState } from '@parley/api-client/testing';
import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { createShellStore, InstanceBrandProvider } from '@parley/app-shell';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import {
  AuthSessionProvider,
  createAuthSession,
  loadSignInClient,
  placeholderInstanceSettings,
  resolveSignIn,
} from '@parley/auth';
import type { InstanceSettings } from '@parley/api-contract';
import { ADMIN_BASENAME, adminRoutes } from './routes';

const lazyPage = { timeout: 10_000 };

const instanceSettings: InstanceSettings = {
  ...placeholderInstanceSettings,
  name: 'Parley',
  oidcSettings: { authority: 'https://localhost/idp', clientId: 'parley-web', scopes: [] },
};

let api: ApiTestServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/**
 * Renders the console's routes at `path` as start-up leaves them: the instance settings fetched,
 * a session holding an n1ai product token, and a loopback API answering the user's `held`
 * actions. `pathname()` reads where the routes have gone since, with the basename.
 */
async function renderAt(path: string, held: readonly Action[], more: ApiRoutes = {}) {
  api = await startApiTestServer({
    ...more,
    [`GET ${paths.features()}`]: {
      body: { AllowUserCreatedGptSystems: false, AllowConnections: false, ShowFooter: false },
    },
    [`GET ${paths.currentUser.userRolesWithResolvedActions()}`]: {
      body: { userRoles: [{ userRoleId: 'role-test', name: 'Test', resolvedActions: held }] },
    },
  });
  const store = createShellStore({
    baseUrl: api.baseUrl,
    auth: { token: 'product-token', tokenArguments: { identityProvider: 'n1ai', token: 'x' } },
  });
  await store.dispatch(
    settingsApi.util.upsertQueryData('getInstanceSettings', undefined, instanceSettings),
  );
  const setup = resolveSignIn(instanceSettings, 'https://localhost/admin');
  const session = createAuthSession({ loadClient: () => loadSignInClient(setup), store, setup });
  await session.start();
  const router = createMemoryRouter(adminRoutes, {
    initialEntries: [path],
    basename: ADMIN_BASENAME,
  });
  render(
    <Provider store={store}>
      <AuthSessionProvider session={session}>
        <InstanceBrandProvider>
          <RouterProvider router={router} />
        </InstanceBrandProvider>
      </AuthSessionProvider>
    </Provider>,
  );
  // With the basename, as the address bar shows it.
  return { pathname: () => router.createHref(router.state.location) };
}

describe('admin routes (admin-spec section 2)', () => {
  it('shows the dashboard at /admin, titled "Dashboard | {app name}"', async () => {
    await renderAt('/admin', [actions.AnalyticsRead]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, lazyPage),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Parley'));
  });

  it('sends an unknown path under /admin to the admin index', async () => {
    const router = await renderAt('/admin/no/such/page', [actions.AnalyticsRead]);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, lazyPage);
    expect(router.pathname()).toBe('/admin');
  });

  it('opens a screen loaded on first use for a user whose roles reveal it', async () => {
    await renderAt('/admin/audit', [actions.ConfigurationAuditLogRead]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit Logs' }, lazyPage),
    ).toBeInTheDocument();
  });

  it('opens the editor on the agent from /gptsystem/{id}/edit and its trailing /true alike', async () => {
    const gptSystemId = 'a1b2c3d4-0000-4000-8000-000000000009';
    const configStateId = 'c1b2c3d4-0000-4000-8000-000000000009';
    for (const suffix of ['edit', 'edit/true']) {
      const router = await renderAt(
        `/admin/gptsystem/${gptSystemId}/${suffix}`,
        [actions.GptSystemsRead, actions.GptSystemsWrite],
        {
          [`POST ${paths.configStates.byGptSystemId(gptSystemId)}`]: {
            body: sampleConfigState({ configuration: { configStateId } }),
          },
        },
      );
      await waitFor(
        () => expect(router.pathname()).toBe(`/admin/gptsystem/configstate/${configStateId}/edit`),
        lazyPage,
      );
      cleanup();
      await api?.close();
      api = undefined;
    }
  });

  it('answers a route the roles do not reveal with the access-denied page', async () => {
    await renderAt('/admin/userRole', [actions.ConfigurationAuditLogRead]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }, lazyPage),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Roles' })).not.toBeInTheDocument();
  });

  it('says a page the roles open is switched off while its instance switch is off', async () => {
    await renderAt('/admin/moderation', [actions.ModerationRead]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Switched off' }, lazyPage),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Personal agents are switched off on this instance, so no agent can be shared or reported. An administrator can switch it on in the instance settings.',
    );
    expect(screen.queryByRole('link', { name: 'Open the setting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  });

  it('leads a user who may change the switch to its setting', async () => {
    const router = await renderAt('/admin/moderation', [
      actions.ModerationRead,
      actions.InstanceSettingsRead,
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Switched off' }, lazyPage);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can switch it on in the instance settings.',
    );
    screen.getByRole('link', { name: 'Open the setting' }).click();
    await waitFor(() => expect(router.pathname()).toBe('/admin/instanceSettings/personalAgents'));
  });
});
