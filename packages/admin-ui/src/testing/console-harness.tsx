import { allActions, paths } from '@parley/api-contract';
import type { Action, AdminUser } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiAnswer, ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { AreaGuard } from '../console/area-guard';

// Test support for the console screens' component tests (never product code, not exported; Node
// only, so stories take their data from console-fixtures instead): the screens as the console
// mounts them, against a loopback API answering like the server. Call these inside a test: what
// they start is stopped when the test finishes.

/** The API a signed-in console user meets: their actions and the feature flags, then `routes`. */
export function consoleApi(actions: readonly Action[], routes: ApiRoutes = {}): ApiRoutes {
  return {
    [`GET ${paths.features()}`]: {
      body: { AllowUserCreatedGptSystems: false, AllowConnections: false, ShowFooter: false },
    },
    [`GET ${paths.currentUser.userRolesWithResolvedActions()}`]: {
      body: {
        userRoles: [{ userRoleId: 'role-mine', name: 'Mine', resolvedActions: [...actions] }],
      },
    },
    ...routes,
  };
}

const reasons = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
} as const;

/** A refusal as the server words it: status, reason, message and the fields it names. */
export function errorAnswer(
  status: keyof typeof reasons,
  message: string,
  fields?: readonly { field: string; message: string }[],
): ApiAnswer {
  return {
    status,
    body: { statusCode: status, error: reasons[status], message, ...(fields && { fields }) },
  };
}

/** The users list as the server answers a search: by part of the name or the user name. */
export function usersSearch(users: readonly AdminUser[]): (url: URL) => ApiAnswer {
  return (url) => {
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const items = users.filter((user) =>
      `${user.displayName} ${user.userName}`.toLowerCase().includes(search),
    );
    return { body: { items, continuationToken: null } };
  };
}

/**
 * The JSON bodies the screens send, by "METHOD /path", read where the request leaves for the
 * network: the loopback server answers by path alone and records calls, not bodies. Every
 * request still goes through unchanged.
 */
export function recordRequestBodies() {
  const sent: { call: string; body: unknown }[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') {
        const text = await request.clone().text();
        sent.push({
          call: `${request.method} ${new URL(request.url).pathname}`,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        });
      }
      return realFetch(request);
    });
  onTestFinished(() => spy.mockRestore());
  return {
    /** Every call with a method other than GET, in order. */
    sent,
    bodiesOf: (call: string) => sent.filter((entry) => entry.call === call).map(({ body }) => body),
  };
}

/**
 * Puts text in a field in one input event: typing key by key re-renders the whole form on each
 * key, which is slow under jsdom.
 */
export async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Where the router is (path and query), for tests of navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

export interface RenderConsoleOptions {
  /** Where the memory router starts, relative to the console's basename (`/userRole/new`). */
  route: string;
  /** The pages by route pattern (`/userRole/:userRoleId/edit`). */
  pages: Readonly<Record<string, ReactNode>>;
  /** The menu item guarding the pages, as the console's route table mounts them; none: unguarded. */
  menuPath?: string;
  /** What the API answers besides the signed-in user's actions and the feature flags. */
  api?: ApiRoutes;
  /** The signed-in user's actions: all of them unless told. */
  actions?: readonly Action[];
}

/**
 * Renders console pages at `route` for a signed-in user, against a loopback API, with a
 * Location probe (`getByRole('status', { name: 'Location' })`) and the toaster. Resolves with the
 * API server, whose `calls` and `routes` a test may read and replace.
 */
export async function renderConsole({
  route,
  pages,
  menuPath,
  api = {},
  actions = allActions,
}: RenderConsoleOptions): Promise<ApiTestServer> {
  const server = await startApiTestServer(consoleApi(actions, api));
  onTestFinished(async () => {
    act(() => removeAllToasts());
    await server.close();
  });
  renderWithProviders(
    <>
      <Routes>
        {Object.entries(pages).map(([path, page]) => (
          <Route
            key={path}
            path={path}
            element={menuPath ? <AreaGuard menuPath={menuPath}>{page}</AreaGuard> : page}
          />
        ))}
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { baseUrl: server.baseUrl, route },
  );
  return server;
}
