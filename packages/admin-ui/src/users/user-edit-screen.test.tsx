import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noorHaddad } from '../testing/console-fixtures';
import { errorAnswer, recordRequestBodies, renderConsole } from '../testing/console-harness';
import { roleChoicesMessages } from './role-choices-field';
import { userEditFormLabels } from './user-edit-form';
import { userEditMessages, UserEditScreen } from './user-edit-screen';
import { sampleRoles } from './user-fixtures';

const userPath = paths.admin.user(noorHaddad.userId);
const readRoutes: ApiRoutes = {
  [`GET ${userPath}`]: { body: noorHaddad },
  [`GET ${paths.admin.userRoles()}`]: { body: { items: sampleRoles } },
};
const administrator: readonly Action[] = [
  actions.UserRead,
  actions.UserRolePermissionsWrite,
  actions.UserRolesRead,
];

async function renderEdit(
  routes: ApiRoutes,
  {
    userId = noorHaddad.userId,
    held = administrator,
  }: { userId?: string; held?: readonly Action[] } = {},
) {
  const { sent } = recordRequestBodies();
  const api = await renderConsole({
    route: `/user/${userId}/edit`,
    pages: { '/user/:userId/edit': <UserEditScreen />, '/user': <h1>The users list</h1> },
    api: routes,
    actions: held,
  });
  return { api, sent };
}

const roles = () => screen.getByRole('group', { name: roleChoicesMessages.label });
const role = (name: string) => within(roles()).getByRole('checkbox', { name });
const toggle = (name: string) => screen.getByRole('checkbox', { name });
const save = () => screen.getByRole('button', { name: userEditFormLabels.save });

describe('UserEditScreen', () => {
  it('shows who the user is read-only, and the roles and personal-agent blocks it sets', async () => {
    await renderEdit(readRoutes);
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(userEditMessages.title);
    for (const text of [
      'Noor Haddad',
      'noor@parley.local',
      'Microsoft Entra ID',
      'Legal, EMEA staff',
    ]) {
      expect(within(account).getAllByText(text)[0]).toBeVisible();
    }
    expect(within(account).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: userEditMessages.viewProfile })).toHaveAttribute(
      'href',
      '/user/user-noor/profile',
    );

    await screen.findByText(roleChoicesMessages.ready);
    expect(role('Staff')).toBeChecked();
    expect(role('Moderator')).toBeChecked();
    expect(role('Administrator')).not.toBeChecked();
    expect(toggle(userEditFormLabels.blockCreating)).not.toBeChecked();
    expect(toggle(userEditFormLabels.blockSharing)).toBeChecked();
  });

  it('keeps Save disabled while nothing changed, also after a change is undone', async () => {
    await renderEdit(readRoutes);
    await screen.findByText(roleChoicesMessages.ready);
    expect(save()).toBeDisabled();
    await userEvent.click(role('Staff'));
    expect(save()).toBeEnabled();
    await userEvent.click(role('Staff'));
    expect(save()).toBeDisabled();
  });

  it('sends the roles and both switches, says "User saved" and returns to the list', async () => {
    const { sent } = await renderEdit({
      ...readRoutes,
      [`PUT ${userPath}`]: {
        body: {
          ...noorHaddad,
          roles: noorHaddad.roles.slice(0, 1),
          isBannedFromCreatingAgents: true,
        },
      },
    });
    await screen.findByText(roleChoicesMessages.ready);
    await userEvent.click(role('Moderator'));
    await userEvent.click(toggle(userEditFormLabels.blockCreating));
    await userEvent.click(toggle(userEditFormLabels.blockSharing));
    await userEvent.click(save());

    await screen.findByRole('heading', { name: 'The users list' });
    expect(await screen.findByText(userEditMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        call: `PUT ${userPath}`,
        body: {
          roleIds: ['role-staff'],
          isBannedFromCreatingAgents: true,
          isBannedFromSharingAgents: false,
        },
      },
    ]);
  });

  it('shows a refused save (your own last administrative role) and keeps the choices', async () => {
    const message =
      'This change would remove your own last administrative action (UserRolesWrite or UserRolePermissionsWrite); ask another administrator to make it, or give the action to another of your roles first.';
    await renderEdit({ ...readRoutes, [`PUT ${userPath}`]: errorAnswer(409, message) });
    await screen.findByText(roleChoicesMessages.ready);
    await userEvent.click(role('Moderator'));
    await userEvent.click(save());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(userEditFormLabels.saveFailed)).toBeVisible();
    expect(within(alert).getByText(message)).toBeVisible();
    expect(role('Moderator')).not.toBeChecked();
    expect(role('Staff')).toBeChecked();
    expect(save()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'The users list' })).toBeNull();
  });

  it('is read-only, with the reason, without UserRolePermissionsWrite', async () => {
    await renderEdit(readRoutes, { held: [actions.UserRead, actions.UserRolesRead] });
    expect(await screen.findByText(userEditMessages.denied)).toBeVisible();
    await screen.findByText(roleChoicesMessages.ready);
    expect(role('Staff')).toBeDisabled();
    expect(toggle(userEditFormLabels.blockCreating)).toBeDisabled();
    expect(toggle(userEditFormLabels.blockSharing)).toBeDisabled();
    expect(save()).toBeDisabled();
  });

  it('offers only the held roles, saying why, to a user who may not list roles', async () => {
    const { api: server } = await renderEdit(
      { [`GET ${userPath}`]: { body: noorHaddad } },
      { held: [actions.UserRead, actions.UserRolePermissionsWrite] },
    );
    expect(await screen.findByText(roleChoicesMessages.restricted)).toBeVisible();
    expect(
      within(roles())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['role-moderator', 'role-staff']);
    expect(server.calls.some((call) => call.startsWith(`GET ${paths.admin.userRoles()}`))).toBe(
      false,
    );
  });

  it('says when the user does not exist, with a way back to the list', async () => {
    const message = 'No user has the id "u-gone".';
    await renderEdit(
      { [`GET ${paths.admin.user('u-gone')}`]: errorAnswer(404, message) },
      { userId: 'u-gone' },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(userEditMessages.loadFailed)).toBeVisible();
    expect(within(alert).getByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: userEditMessages.backToList })).toHaveAttribute(
      'href',
      '/user',
    );
  });
});
