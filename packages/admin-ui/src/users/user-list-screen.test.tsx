import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { dataTableMessages } from '@parley/app-shell';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../components/date-time-text';
import { adaLovelace, noorHaddad, sampleUser, zoeBrandt } from '../testing/console-fixtures';
import { renderConsole } from '../testing/console-harness';
import { userListLabels, UserListScreen } from './user-list-screen';

const usersPath = paths.admin.users();

function renderUsers(
  routes: ApiRoutes,
  route = '/user',
  held: readonly Action[] = [actions.UserRead, actions.UserRolePermissionsCreate],
) {
  return renderConsole({
    route,
    pages: {
      '/user': <UserListScreen view="table" />,
      '/user/cards': <UserListScreen view="cards" />,
      '*': null,
    },
    api: routes,
    actions: held,
  });
}

const userCalls = (server: ApiTestServer) =>
  server.calls.filter((call) => call.startsWith(`GET ${usersPath}`));

const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('UserListScreen', () => {
  it('is headed "Users" and lists name (to the edit page), user name, roles, sign-in source and last sign-in', async () => {
    await renderUsers({
      [`GET ${usersPath}`]: {
        body: { items: [adaLovelace, noorHaddad, zoeBrandt], continuationToken: null },
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
    const noorRow = (await screen.findByRole('link', { name: 'Noor Haddad' })).closest('tr');
    expect(screen.getByRole('link', { name: 'Noor Haddad' })).toHaveAttribute(
      'href',
      '/user/user-noor/edit',
    );
    const cells = within(noorRow as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Noor Haddad',
      'noor@parley.local',
      'Staff, Moderator',
      'Microsoft Entra ID',
      formatDateTime(noorHaddad.lastSignInAt as string),
    ]);
    const zoeRow = screen.getByRole('link', { name: 'Zoë Brandt' }).closest('tr') as HTMLElement;
    expect(within(zoeRow).getByText('No roles')).toBeVisible();
    expect(within(zoeRow).getByText('Invited, not signed in yet')).toBeVisible();
    expect(within(zoeRow).getByText('Never')).toBeVisible();
  });

  it('keeps the search in the URL and sends it, starting again from the first page', async () => {
    const server = await renderUsers({
      [`GET ${usersPath}`]: (url) =>
        url.searchParams.get('search') === 'noor'
          ? { body: { items: [noorHaddad], continuationToken: null } }
          : { body: { items: [adaLovelace, noorHaddad], continuationToken: 'page-2' } },
    });
    await screen.findByRole('link', { name: 'Ada Lovelace' });

    await userEvent.type(screen.getByRole('searchbox', { name: userListLabels.search }), 'noor');
    await waitFor(() => expect(firstColumn()).toEqual(['Noor Haddad']));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/user?search=noor');
    expect(userCalls(server)).toEqual([`GET ${usersPath}`, `GET ${usersPath}?search=noor`]);
  });

  it('opens with the search of its address in the box and the request', async () => {
    const server = await renderUsers(
      { [`GET ${usersPath}`]: { body: { items: [adaLovelace], continuationToken: null } } },
      '/user?search=ada',
    );
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.getByRole('searchbox', { name: userListLabels.search })).toHaveValue('ada');
    expect(userCalls(server)).toEqual([`GET ${usersPath}?search=ada`]);
  });

  it('Load more asks for the next page with its continuation token and adds its users', async () => {
    const server = await renderUsers({
      [`GET ${usersPath}`]: (url) =>
        url.searchParams.get('continuationToken') === 'page-2'
          ? { body: { items: [sampleUser(7)], continuationToken: null } }
          : { body: { items: [adaLovelace, noorHaddad], continuationToken: 'page-2' } },
    });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await userEvent.click(screen.getByRole('button', { name: dataTableMessages.loadMore }));
    await screen.findByRole('link', { name: 'User 7' });
    expect(firstColumn()).toEqual(['Ada Lovelace', 'Noor Haddad', 'User 7']);
    expect(userCalls(server)).toEqual([
      `GET ${usersPath}`,
      `GET ${usersPath}?continuationToken=page-2`,
    ]);
    expect(screen.queryByRole('button', { name: dataTableMessages.loadMore })).toBeNull();
  });

  it('offers New user to those who may add users', async () => {
    await renderUsers({
      [`GET ${usersPath}`]: { body: { items: [], continuationToken: null } },
    });
    const newUser = await screen.findByRole('link', { name: userListLabels.newUser });
    expect(newUser).toHaveAttribute('href', '/user/new');
  });

  it('disables New user, with the reason, without UserRolePermissionsCreate', async () => {
    await renderUsers(
      { [`GET ${usersPath}`]: { body: { items: [adaLovelace], continuationToken: null } } },
      '/user',
      [actions.UserRead],
    );
    const newUser = await screen.findByRole('button', { name: userListLabels.newUser });
    await waitFor(() => expect(newUser).toHaveAccessibleDescription(userListLabels.newUserDenied));
    expect(newUser).toBeDisabled();
    expect(screen.queryByRole('link', { name: userListLabels.newUser })).toBeNull();
  });

  it('switches to cards keeping the search, and the cards load more too', async () => {
    const server = await renderUsers(
      {
        [`GET ${usersPath}`]: (url) =>
          url.searchParams.get('continuationToken') === 'page-2'
            ? { body: { items: [sampleUser(8)], continuationToken: null } }
            : { body: { items: [noorHaddad], continuationToken: 'page-2' } },
      },
      '/user?search=o',
    );
    await screen.findByRole('link', { name: 'Noor Haddad' });
    const views = screen.getByRole('group', { name: 'Show users as' });
    expect(within(views).getByRole('link', { name: 'Table' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(views).getByRole('link', { name: 'Cards' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/user/cards?search=o',
    );
    const cards = await screen.findByRole('list', { name: 'Users' });
    const noor = within(cards).getByRole('listitem');
    expect(within(noor).getByRole('link', { name: 'Noor Haddad' })).toHaveAttribute(
      'href',
      '/user/user-noor/profile',
    );
    expect(within(noor).getByRole('link', { name: 'Edit Noor Haddad' })).toHaveAttribute(
      'href',
      '/user/user-noor/edit',
    );
    expect(within(noor).getByRole('group', { name: 'Roles' })).toHaveTextContent('StaffModerator');

    await userEvent.click(screen.getByRole('button', { name: dataTableMessages.loadMore }));
    await screen.findByRole('link', { name: 'User 8' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(userCalls(server)).toEqual([
      `GET ${usersPath}?search=o`,
      `GET ${usersPath}?search=o&continuationToken=page-2`,
    ]);
  });
});
