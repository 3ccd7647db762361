import { actions, adminMessages, paths } from '@parley/api-contract';
import type { Action, Role } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adaLovelace,
  noorHaddad,
  sampleRole,
  sampleUsers,
  userSummary,
  zoeBrandt,
} from '../testing/console-fixtures';
import {
  errorAnswer,
  recordRequestBodies,
  renderConsole,
  usersSearch,
} from '../testing/console-harness';
import { roleMessages } from './role-messages';
import { roleScreens } from './role-screen-harness';

const [noor, ada, zoe] = [
  userSummary(noorHaddad),
  userSummary(adaLovelace),
  userSummary(zoeBrandt),
];
const editors = sampleRole({ userCount: 2 });
const { userRoleId } = editors;

/** The edit page's API: the role, its holders, the users search. */
function roleApi(role: Role = editors, holders = [noor, ada]): ApiRoutes {
  return {
    [`GET ${paths.admin.userRole(role.userRoleId)}`]: { body: role },
    [`GET ${paths.admin.userRoleUsers(role.userRoleId)}`]: { body: { items: holders } },
    [`GET ${paths.admin.users()}`]: usersSearch(sampleUsers),
  };
}

let recorder: ReturnType<typeof recordRequestBodies> | undefined;
function renderAt(route: string, routes: ApiRoutes, held?: readonly Action[]) {
  recorder = recordRequestBodies();
  return renderConsole({ ...roleScreens, route, api: routes, actions: held });
}

const form = () => screen.getByRole('form', { name: 'Role' });
const nameBox = () => within(form()).getByRole('textbox', { name: /Name/ });
const saveButton = () => within(form()).getByRole('button', { name: roleMessages.save });
const area = (name: string) => within(form()).getByRole('group', { name });
const location = () => screen.getByRole('status', { name: 'Location' });

describe('RoleEditScreen: a new role', () => {
  it('keeps Save disabled until something is typed', async () => {
    await renderAt('/userRole/new', {});
    await screen.findByRole('heading', { level: 1, name: roleMessages.newTitle });
    expect(saveButton()).toBeDisabled();
    await userEvent.type(nameBox(), 'A');
    expect(saveButton()).toBeEnabled();
  });

  it("refuses a role without actions in the contract's words, 'Choose at least one action', sending nothing", async () => {
    const server = await renderAt('/userRole/new', {});
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Auditors');
    await userEvent.click(saveButton());
    expect(await screen.findByText(adminMessages.roleActionsRequired)).toBeInTheDocument();
    expect(adminMessages.roleActionsRequired).toBe('Choose at least one action');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("refuses a role without a name in the contract's words, 'Name is required'", async () => {
    await renderAt('/userRole/new', {});
    await screen.findByRole('heading', { level: 1, name: roleMessages.newTitle });
    await userEvent.click(
      within(area('Audit log')).getByRole('checkbox', { name: 'ConfigurationAuditLogRead' }),
    );
    await userEvent.click(saveButton());
    expect(await screen.findByText(adminMessages.roleNameRequired)).toBeInTheDocument();
    expect(adminMessages.roleNameRequired).toBe('Name is required');
    expect(nameBox()).toHaveAccessibleDescription(expect.stringContaining('Name is required'));
  });

  it('selects every action of an area with "Select all in {area}", mixed while only some are', async () => {
    await renderAt('/userRole/new', {});
    await screen.findByRole('heading', { level: 1, name: roleMessages.newTitle });
    const agents = area('Agents');
    const all = within(agents).getByRole('checkbox', { name: 'Select all in Agents' });
    await userEvent.click(within(agents).getByRole('checkbox', { name: 'GptSystemsRead' }));
    await waitFor(() => expect(all).toBePartiallyChecked());
    await userEvent.click(all);
    await waitFor(() => {
      for (const box of within(agents).getAllByRole('checkbox')) expect(box).toBeChecked();
    });
    await userEvent.click(all);
    await waitFor(() => {
      for (const box of within(agents).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    });
  });

  it('creates the role with the trimmed name and the chosen actions, says so and opens its edit page', async () => {
    const created = sampleRole({
      userRoleId: 'role-auditors',
      name: 'Auditors',
      resolvedActions: ['AgentRead', 'ConfigurationAuditLogRead'],
    });
    await renderAt('/userRole/new', {
      [`POST ${paths.admin.userRoles()}`]: { status: 201, body: created },
      ...roleApi(created, []),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), '  Auditors ');
    await userEvent.click(
      within(area('Audit log')).getByRole('checkbox', { name: 'ConfigurationAuditLogRead' }),
    );
    await userEvent.click(within(area('Chat')).getByRole('checkbox', { name: 'AgentRead' }));
    await userEvent.click(saveButton());

    expect(await screen.findByText(roleMessages.created)).toBeInTheDocument();
    expect(recorder?.bodiesOf(`POST ${paths.admin.userRoles()}`)).toEqual([
      { name: 'Auditors', actions: ['AgentRead', 'ConfigurationAuditLogRead'] },
    ]);
    await waitFor(() => expect(location()).toHaveTextContent('/userRole/role-auditors/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditors' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: roleMessages.usersHeading }),
    ).toBeInTheDocument();
  });

  it('shows a refusal naming no field (409, name taken) in the alert list and keeps what was typed', async () => {
    const message = 'A user role named "Auditors" exists already; choose another name.';
    await renderAt('/userRole/new', {
      [`POST ${paths.admin.userRoles()}`]: errorAnswer(409, message),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Auditors');
    await userEvent.click(within(area('Chat')).getByRole('checkbox', { name: 'AgentRead' }));
    await userEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(roleMessages.saveFailed);
    expect(alert).toHaveTextContent(message);
    expect(nameBox()).toHaveValue('Auditors');
    expect(within(area('Chat')).getByRole('checkbox', { name: 'AgentRead' })).toBeChecked();
    expect(location()).toHaveTextContent('/userRole/new');
  });

  it("puts a 400's field errors on their fields", async () => {
    await renderAt('/userRole/new', {
      [`POST ${paths.admin.userRoles()}`]: errorAnswer(
        400,
        'Invalid body: name: Name is reserved',
        [{ field: 'name', message: 'Name is reserved' }],
      ),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'System');
    await userEvent.click(within(area('Chat')).getByRole('checkbox', { name: 'AgentRead' }));
    await userEvent.click(saveButton());

    await waitFor(() =>
      expect(nameBox()).toHaveAccessibleDescription(expect.stringContaining('Name is reserved')),
    );
    expect(nameBox()).toHaveValue('System');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes the form read-only, saying why, for a user without UserRolesCreate', async () => {
    await renderAt('/userRole/new', {}, [actions.UserRolesRead]);
    await screen.findByRole('heading', { level: 1, name: roleMessages.newTitle });
    expect(nameBox()).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(
      'You need the UserRolesCreate action to create roles.',
    );
  });

  it('goes back to the list on Cancel', async () => {
    await renderAt('/userRole/new', {
      [`GET ${paths.admin.userRoles()}`]: { body: { items: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: roleMessages.cancel }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/userRole$/));
  });
});

describe('RoleEditScreen: an existing role', () => {
  it('shows the role with its actions and holders, and saves a change, saying so', async () => {
    const server = await renderAt(`/userRole/${userRoleId}/edit`, {
      ...roleApi(),
      [`PUT ${paths.admin.userRole(userRoleId)}`]: {
        body: sampleRole({ name: 'Agent editors', userCount: 2 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editors' })).toBeInTheDocument();
    expect(nameBox()).toHaveValue('Editors');
    expect(within(area('Agents')).getByRole('checkbox', { name: 'GptSystemsWrite' })).toBeChecked();
    const holders = await screen.findByRole('table', { name: roleMessages.usersLabel });
    expect(await within(holders).findByText('Noor Haddad')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'Agent editors');
    await userEvent.click(saveButton());

    expect(await screen.findByText(roleMessages.saved)).toBeInTheDocument();
    expect(recorder?.bodiesOf(`PUT ${paths.admin.userRole(userRoleId)}`)).toEqual([
      { name: 'Agent editors', actions: ['GptSystemsRead', 'GptSystemsWrite'] },
    ]);
    // Saved: the form starts again from what was saved.
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(server.calls).toContain(`PUT ${paths.admin.userRole(userRoleId)}`);
  });

  it('shows the refusal to remove your own last administrative action and keeps the input', async () => {
    const message =
      'This change would remove your own last administrative action (UserRolesWrite or UserRolePermissionsWrite); ask another administrator to make it, or give the action to another of your roles first.';
    const admin = sampleRole({
      userRoleId: 'role-administrator',
      name: 'Administrator',
      resolvedActions: ['UserRolesRead', 'UserRolesWrite'],
      isSeeded: true,
      userCount: 1,
    });
    await renderAt(`/userRole/${admin.userRoleId}/edit`, {
      ...roleApi(admin, [noor]),
      [`PUT ${paths.admin.userRole(admin.userRoleId)}`]: errorAnswer(409, message),
    });
    await screen.findByRole('heading', { level: 1, name: 'Administrator' });
    await userEvent.click(
      within(area('User roles')).getByRole('checkbox', { name: 'UserRolesWrite' }),
    );
    await userEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(
      within(area('User roles')).getByRole('checkbox', { name: 'UserRolesWrite' }),
    ).not.toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it('assigns a user found by name', async () => {
    const server = await renderAt(`/userRole/${userRoleId}/edit`, {
      ...roleApi(),
      [`PUT ${paths.admin.userRoleUser(userRoleId, zoe.userId)}`]: { status: 204 },
    });
    await screen.findByRole('heading', { level: 1, name: 'Editors' });
    const finder = screen.getByRole('combobox', { name: roleMessages.findUser });
    await userEvent.type(finder, 'zo');
    await waitFor(() => expect(server.calls).toContain(`GET ${paths.admin.users()}?search=zo`));
    await userEvent.click(await screen.findByRole('option', { name: /Zoë Brandt/ }));
    server.routes = {
      ...server.routes,
      ...roleApi(sampleRole({ userCount: 3 }), [noor, ada, zoe]),
    };
    await userEvent.click(screen.getByRole('button', { name: roleMessages.assignUser }));

    expect(await screen.findByText(roleMessages.userAssigned('Zoë Brandt'))).toBeInTheDocument();
    expect(server.calls).toContain(`PUT ${paths.admin.userRoleUser(userRoleId, zoe.userId)}`);
    const holders = screen.getByRole('table', { name: roleMessages.usersLabel });
    expect(await within(holders).findByText('Zoë Brandt')).toBeInTheDocument();
    expect(finder).toHaveValue('');
  });

  it('offers users who hold the role already as such, not to be chosen', async () => {
    await renderAt(`/userRole/${userRoleId}/edit`, roleApi());
    const holders = await screen.findByRole('table', { name: roleMessages.usersLabel });
    await within(holders).findByText('Noor Haddad');
    // Pasted, not typed: on a loaded machine a search answering between two keys could put the
    // box's text of a render ago back (Zag's input sync under jsdom), losing a key.
    await userEvent.click(screen.getByRole('combobox', { name: roleMessages.findUser }));
    await userEvent.paste('noor');
    const option = await screen.findByRole('option', { name: /Noor Haddad/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent(roleMessages.alreadyHolds);
  });

  it('removes a user from the role', async () => {
    const server = await renderAt(`/userRole/${userRoleId}/edit`, {
      ...roleApi(),
      [`DELETE ${paths.admin.userRoleUser(userRoleId, noor.userId)}`]: { status: 204 },
    });
    const holders = await screen.findByRole('table', { name: roleMessages.usersLabel });
    await within(holders).findByText('Noor Haddad');
    server.routes = { ...server.routes, ...roleApi(sampleRole({ userCount: 1 }), [ada]) };
    await userEvent.click(
      screen.getByRole('button', { name: roleMessages.removeUserLabel('Noor Haddad') }),
    );

    expect(await screen.findByText(roleMessages.userRemoved('Noor Haddad'))).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${paths.admin.userRoleUser(userRoleId, noor.userId)}`);
    await waitFor(() => expect(within(holders).queryByText('Noor Haddad')).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 2, name: roleMessages.usersHeading }),
    ).toHaveFocus();
  });

  it('shows why a removal was refused, keeping the user in the list', async () => {
    const message =
      'This change would remove your own last administrative action (UserRolesWrite or UserRolePermissionsWrite); ask another administrator to make it, or give the action to another of your roles first.';
    await renderAt(`/userRole/${userRoleId}/edit`, {
      ...roleApi(),
      [`DELETE ${paths.admin.userRoleUser(userRoleId, noor.userId)}`]: errorAnswer(409, message),
    });
    const holders = await screen.findByRole('table', { name: roleMessages.usersLabel });
    await within(holders).findByText('Noor Haddad');
    await userEvent.click(
      screen.getByRole('button', { name: roleMessages.removeUserLabel('Noor Haddad') }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(roleMessages.removeFailed);
    expect(alert).toHaveTextContent(message);
    expect(within(holders).getByText('Noor Haddad')).toBeInTheDocument();
  });

  it('asks before deleting a role in use, saying how many hold it, then deletes it from them', async () => {
    const server = await renderAt(`/userRole/${userRoleId}/edit`, {
      ...roleApi(),
      [`DELETE ${paths.admin.userRole(userRoleId)}`]: { status: 204 },
      [`GET ${paths.admin.userRoles()}`]: { body: { items: [] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Editors' });
    await userEvent.click(screen.getByRole('button', { name: roleMessages.deleteRole }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the role and take it from 2 users?',
    });
    expect(dialog).toHaveTextContent('“Editors” will be deleted. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(roleMessages.deleted)).toBeInTheDocument();
    expect(server.calls).toContain(
      `DELETE ${paths.admin.userRole(userRoleId)}?removeFromUsers=true`,
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/userRole$/));
  });

  it('asks a plain question before deleting a role nobody holds, and sends no removeFromUsers', async () => {
    const unused = sampleRole({ userCount: 0 });
    const server = await renderAt(`/userRole/${userRoleId}/edit`, {
      ...roleApi(unused, []),
      [`DELETE ${paths.admin.userRole(userRoleId)}`]: { status: 204 },
      [`GET ${paths.admin.userRoles()}`]: { body: { items: [] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Editors' });
    await userEvent.click(screen.getByRole('button', { name: roleMessages.deleteRole }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/userRole$/));
    expect(server.calls).toContain(`DELETE ${paths.admin.userRole(userRoleId)}`);
  });

  it('keeps a built-in role: Delete role is disabled with the reason', async () => {
    await renderAt(
      `/userRole/role-staff/edit`,
      roleApi(sampleRole({ userRoleId: 'role-staff', name: 'Staff', isSeeded: true }), []),
    );
    await screen.findByRole('heading', { level: 1, name: 'Staff' });
    const button = screen.getByRole('button', { name: roleMessages.deleteRole });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(roleMessages.builtInCannotBeDeleted);
  });

  it('says why the role could not be loaded, with a way back', async () => {
    await renderAt(`/userRole/missing/edit`, {
      [`GET ${paths.admin.userRole('missing')}`]: errorAnswer(
        404,
        'No user role has the id "missing".',
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(roleMessages.loadFailed);
    expect(alert).toHaveTextContent('No user role has the id "missing".');
    expect(screen.getByRole('link', { name: roleMessages.backToList })).toBeInTheDocument();
  });

  it('shows the role read-only to a user who may only read roles', async () => {
    await renderAt(`/userRole/${userRoleId}/edit`, roleApi(), [actions.UserRolesRead]);
    await screen.findByRole('heading', { level: 1, name: 'Editors' });
    expect(nameBox()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(
      'You need the UserRolesWrite action to change roles.',
    );
    expect(screen.getByRole('button', { name: roleMessages.deleteRole })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: roleMessages.findUser })).toBeDisabled();
    const remove = await screen.findByRole('button', {
      name: roleMessages.removeUserLabel('Noor Haddad'),
    });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'You need the UserRolesWrite or UserRolePermissionsWrite action to assign or remove users.',
    );
  });
});
