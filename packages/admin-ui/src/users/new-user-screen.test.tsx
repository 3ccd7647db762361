import { actions, adminMessages, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../testing/console-fixtures';
import {
  errorAnswer,
  pasteInto,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import { newUserFormLabels } from './new-user-form';
import { newUserMessages, NewUserScreen } from './new-user-screen';
import { roleChoicesMessages } from './role-choices-field';
import { sampleRoles } from './user-fixtures';

const usersPath = paths.admin.users();
const rolesRoute = { [`GET ${paths.admin.userRoles()}`]: { body: { items: sampleRoles } } };
const administrator: readonly Action[] = [
  actions.UserRead,
  actions.UserRolePermissionsCreate,
  actions.UserRolesRead,
];

async function renderNewUser(routes: ApiRoutes, held: readonly Action[] = administrator) {
  const { sent } = recordRequestBodies();
  const api = await renderConsole({
    route: '/user/new',
    pages: { '/user/new': <NewUserScreen />, '/user': <h1>The users list</h1> },
    api: routes,
    actions: held,
  });
  return { api, sent };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const fill = (name: string, text: string) => pasteInto(field(name), text);
const save = () => screen.getByRole('button', { name: newUserFormLabels.save });

describe('NewUserScreen', () => {
  it('creates the user from what was typed and the roles ticked, says "User added" and returns to the list', async () => {
    const { sent } = await renderNewUser({
      ...rolesRoute,
      [`POST ${usersPath}`]: { status: 201, body: sampleUser(9) },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(newUserMessages.title);
    const roles = await screen.findByRole('group', { name: roleChoicesMessages.label });
    expect(save()).toBeDisabled();

    await fill(newUserFormLabels.userName, '  Grace@Parley.local ');
    await fill(newUserFormLabels.displayName, 'Grace Hopper');
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Moderator' }));
    await userEvent.click(save());

    await screen.findByRole('heading', { name: 'The users list' });
    expect(await screen.findByText(newUserMessages.added)).toBeInTheDocument();
    // The contract's schema trims and lowercases the user name before it is sent.
    expect(sent).toEqual([
      {
        call: `POST ${usersPath}`,
        body: {
          userName: 'grace@parley.local',
          displayName: 'Grace Hopper',
          roleIds: ['role-moderator'],
        },
      },
    ]);
  });

  it("shows the contract's message for a user name that is not an e-mail address, and sends nothing", async () => {
    const { sent } = await renderNewUser(rolesRoute);
    await screen.findByRole('group', { name: roleChoicesMessages.label });
    await fill(newUserFormLabels.userName, 'not-an-address');
    await fill(newUserFormLabels.displayName, 'Grace');
    await userEvent.click(save());
    expect(field(newUserFormLabels.userName)).toHaveAccessibleDescription(
      expect.stringContaining(adminMessages.userNameInvalid),
    );
    expect(sent).toEqual([]);
  });

  it('puts a taken user name (409) on the User name field and keeps the input', async () => {
    const message = 'A user named "grace@parley.local" exists already.';
    await renderNewUser({ ...rolesRoute, [`POST ${usersPath}`]: errorAnswer(409, message) });
    await screen.findByRole('group', { name: roleChoicesMessages.label });
    await fill(newUserFormLabels.userName, 'grace@parley.local');
    await fill(newUserFormLabels.displayName, 'Grace Hopper');
    await userEvent.click(save());

    await screen.findByText(message);
    expect(field(newUserFormLabels.userName)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(field(newUserFormLabels.userName)).toHaveValue('grace@parley.local');
    expect(field(newUserFormLabels.displayName)).toHaveValue('Grace Hopper');
    expect(screen.queryByRole('heading', { name: 'The users list' })).toBeNull();
  });

  it('lists an error that names no field (500) in the red alert above the form', async () => {
    const message = 'The server failed to handle the request; it has been logged.';
    await renderNewUser({ ...rolesRoute, [`POST ${usersPath}`]: errorAnswer(500, message) });
    await screen.findByRole('group', { name: roleChoicesMessages.label });
    await fill(newUserFormLabels.userName, 'grace@parley.local');
    await fill(newUserFormLabels.displayName, 'Grace Hopper');
    await userEvent.click(save());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The user could not be added')).toBeVisible();
    expect(within(alert).getByText(message)).toBeVisible();
    expect(field(newUserFormLabels.displayName)).toHaveValue('Grace Hopper');
  });

  it('without a User Roles action asks for no role list and says why no role can be chosen', async () => {
    const { api: server } = await renderNewUser({}, [
      actions.UserRead,
      actions.UserRolePermissionsCreate,
    ]);
    expect(await screen.findByText(roleChoicesMessages.restrictedNone)).toBeVisible();
    expect(server.calls.some((call) => call.startsWith(`GET ${paths.admin.userRoles()}`))).toBe(
      false,
    );
  });

  it('is disabled, with the reason, without UserRolePermissionsCreate', async () => {
    await renderNewUser(rolesRoute, [actions.UserRead, actions.UserRolesRead]);
    expect(await screen.findByText(newUserMessages.denied)).toBeVisible();
    expect(field(newUserFormLabels.userName)).toBeDisabled();
    expect(field(newUserFormLabels.displayName)).toBeDisabled();
    expect(save()).toBeDisabled();
  });
});
