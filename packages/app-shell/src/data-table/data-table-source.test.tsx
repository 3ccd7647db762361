import { paths } from '@parley/api-contract';
import type { AdminUser, Role } from '@parley/api-contract';
import { makeStore } from '@parley/api-client';
// eslint-disable-next-line no-restricted-imports -- only tests make real administration calls; app-shell's code never imports them
import {
  accessAdminApi,
  useListAdminUsersInfiniteQuery,
  useListUserRolesQuery,
} from '@parley/api-client/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../testing/api-test-server';
import type { ApiRoutes, ApiTestServer } from '../testing/api-test-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { DataTable } from './data-table';
import { dataTableMessages } from './list-states';
import { createDataTableColumnHelper } from './data-table-columns';
import { DataTableSearch } from './data-table-filters';
import { useInfiniteListSource, useListSource } from './data-table-source';
import { useUrlFilters } from './url-state';

const user = (n: number): AdminUser => ({
  userId: `u-${n}`,
  userName: `user${n}@parley.local`,
  displayName: `User ${n}`,
  email: null,
  identityProvider: 'Seed',
  roles: [],
  groups: [],
  isBannedFromCreatingAgents: false,
  isBannedFromSharingAgents: false,
  createdAt: '2026-11-25T00:00:00.000Z',
  lastSignInAt: null,
});

const role = (name: string): Role => ({
  userRoleId: `r-${name}`,
  name,
  resolvedActions: [],
  userCount: 0,
  isSeeded: false,
  createdAt: '2026-11-25T00:00:00.000Z',
});

const serverError = (message: string) => ({
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message },
});

const userColumn = createDataTableColumnHelper<AdminUser>();
const userColumns = userColumn.columns([
  userColumn.accessor('displayName', { header: 'Name' }),
  userColumn.accessor('userName', { header: 'User name' }),
]);

const roleColumn = createDataTableColumnHelper<Role>();
const roleColumns = roleColumn.columns([roleColumn.accessor('name', { header: 'Name' })]);

/** The users list as a screen builds it: URL search, the real infinite query, the table. */
function AdminUsers() {
  const { filters, active, setFilters, clearFilters } = useUrlFilters(['search']);
  const source = useInfiniteListSource(useListAdminUsersInfiniteQuery({ search: filters.search }));
  return (
    <>
      <DataTableSearch
        label="Search users"
        value={filters.search}
        onValueChange={(search) => setFilters({ search })}
      />
      <DataTable
        caption="Users"
        source={source}
        columns={userColumns}
        getRowId={(row) => row.userId}
        filtersActive={active}
        onClearFilters={clearFilters}
      />
    </>
  );
}

function Roles() {
  const source = useListSource(useListUserRolesQuery());
  return (
    <DataTable
      caption="Roles"
      source={source}
      columns={roleColumns}
      getRowId={(row) => row.userRoleId}
    />
  );
}

let api: ApiTestServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function renderAgainst(routes: ApiRoutes, ui: ReactElement) {
  api = await startApiTestServer(routes);
  const store = makeStore({ reducers: {}, extra: { baseUrl: api.baseUrl } });
  renderWithProviders(<Provider store={store}>{ui}</Provider>, { route: '/users' });
  return { store, calls: api.calls };
}

const usersPath = paths.admin.users();
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('useInfiniteListSource over the real users endpoint', () => {
  it('shows the first page, then the next one through its continuation token', async () => {
    const { calls } = await renderAgainst(
      {
        [`GET ${usersPath}`]: (url) =>
          url.searchParams.get('continuationToken') === 'page-2'
            ? { body: { items: [user(3)], continuationToken: null } }
            : { body: { items: [user(1), user(2)], continuationToken: 'page-2' } },
      },
      <AdminUsers />,
    );
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('cell', { name: 'User 1' });
    expect(names()).toEqual(['User 1', 'User 2']);

    await userEvent.click(screen.getByRole('button', { name: dataTableMessages.loadMore }));
    await screen.findByRole('cell', { name: 'User 3' });
    expect(names()).toEqual(['User 1', 'User 2', 'User 3']);
    expect(calls).toEqual([`GET ${usersPath}`, `GET ${usersPath}?continuationToken=page-2`]);
    expect(screen.queryByRole('button', { name: dataTableMessages.loadMore })).toBeNull();
  });

  it('a next page answering 500 keeps the loaded rows (partial), and Retry asks for it again', async () => {
    let nextPageAnswers = 0;
    const { calls } = await renderAgainst(
      {
        [`GET ${usersPath}`]: (url) => {
          if (url.searchParams.get('continuationToken') !== 'page-2') {
            return { body: { items: [user(1), user(2)], continuationToken: 'page-2' } };
          }
          nextPageAnswers += 1;
          return nextPageAnswers === 1
            ? serverError('The users store is restarting.')
            : { body: { items: [user(3)], continuationToken: null } };
        },
      },
      <AdminUsers />,
    );
    await screen.findByRole('cell', { name: 'User 1' });
    await userEvent.click(screen.getByRole('button', { name: dataTableMessages.loadMore }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(dataTableMessages.nextPageFailed)).toBeVisible();
    expect(within(alert).getByText('The users store is restarting.')).toBeVisible();
    expect(names()).toEqual(['User 1', 'User 2']);
    expect(screen.queryByRole('button', { name: dataTableMessages.loadMore })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await screen.findByRole('cell', { name: 'User 3' });
    expect(names()).toEqual(['User 1', 'User 2', 'User 3']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([
      `GET ${usersPath}`,
      `GET ${usersPath}?continuationToken=page-2`,
      `GET ${usersPath}?continuationToken=page-2`,
    ]);
  });

  it('a first page answering 500 shows the red alert, and Retry loads the list', async () => {
    let answers = 0;
    await renderAgainst(
      {
        [`GET ${usersPath}`]: () => {
          answers += 1;
          return answers === 1
            ? serverError('The directory is unavailable.')
            : { body: { items: [user(1)], continuationToken: null } };
        },
      },
      <AdminUsers />,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(dataTableMessages.loadFailed)).toBeVisible();
    expect(within(alert).getByText('The directory is unavailable.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await screen.findByRole('cell', { name: 'User 1' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new search starts again from the first page, without the old rows or token', async () => {
    const { calls } = await renderAgainst(
      {
        [`GET ${usersPath}`]: (url) => {
          if (url.searchParams.get('search') === 'zz') {
            return { body: { items: [], continuationToken: null } };
          }
          return url.searchParams.get('continuationToken') === 'page-2'
            ? { body: { items: [user(3)], continuationToken: null } }
            : { body: { items: [user(1), user(2)], continuationToken: 'page-2' } };
        },
      },
      <AdminUsers />,
    );
    await screen.findByRole('cell', { name: 'User 1' });
    await userEvent.click(screen.getByRole('button', { name: dataTableMessages.loadMore }));
    await screen.findByRole('cell', { name: 'User 3' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zz');
    await screen.findByText(dataTableMessages.emptyFiltered);
    expect(screen.queryByRole('cell', { name: 'User 1' })).toBeNull();
    expect(calls.at(-1)).toBe(`GET ${usersPath}?search=zz`);

    await userEvent.click(screen.getByRole('button', { name: dataTableMessages.clearFilters }));
    await screen.findByRole('cell', { name: 'User 1' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  });
});

describe('useListSource over the real roles endpoint', () => {
  it('keeps the roles under a warning when a refresh fails, until Retry succeeds', async () => {
    let failing = false;
    const { store } = await renderAgainst(
      {
        [`GET ${paths.admin.userRoles()}`]: () =>
          failing
            ? serverError('The roles could not be read.')
            : { body: { items: [role('Auditors'), role('Editors')] } },
      },
      <Roles />,
    );
    await screen.findByRole('cell', { name: 'Auditors' });

    failing = true;
    act(() => {
      store.dispatch(accessAdminApi.util.invalidateTags([{ type: 'UserRole', id: 'LIST' }]));
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(dataTableMessages.refreshFailed)).toBeVisible();
    expect(within(alert).getByText('The roles could not be read.')).toBeVisible();
    expect(names()).toEqual(['Auditors', 'Editors']);

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(names()).toEqual(['Auditors', 'Editors']);
  });
});
