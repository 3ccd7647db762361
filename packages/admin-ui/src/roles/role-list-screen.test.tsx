import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { dataTableMessages } from '@parley/app-shell';
import type { ApiAnswer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { sampleRoles } from './role-fixtures';
import { roleMessages } from './role-messages';
import { roleScreens } from './role-screen-harness';

const rolesRoute = `GET ${paths.admin.userRoles()}`;

const renderList = (answer: ApiAnswer, held?: readonly Action[]) =>
  renderConsole({
    ...roleScreens,
    route: '/userRole',
    api: { [rolesRoute]: answer },
    actions: held,
  });

const rowTexts = () =>
  within(screen.getByRole('table', { name: roleMessages.listLabel }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('RoleListScreen', () => {
  it("is headed by the menu item's title, User Roles, also in the document title", async () => {
    await renderList({ body: { items: sampleRoles } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('User Roles');
    expect(roleMessages.listTitle).toBe('User Roles');
    expect(document.title).toMatch(/^User Roles \| /);
  });

  it('lists the roles by name with their action and user counts, built-in mark and creation date', async () => {
    await renderList({ body: { items: sampleRoles } });
    await screen.findByRole('link', { name: 'Editors' });
    const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
    expect(rowTexts()).toEqual([
      ['Administrator', '4', '2', 'Built-in', created.format(new Date('2026-01-02T08:00:00Z'))],
      ['Editors', '2', '0', 'Custom', created.format(new Date('2026-03-14T09:30:00Z'))],
      ['Staff', '1', '12', 'Built-in', created.format(new Date('2026-01-02T08:00:00Z'))],
    ]);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows placeholder rows while the roles load', async () => {
    await renderList({ body: { items: sampleRoles } });
    const table = await screen.findByRole('table', { name: roleMessages.listLabel });
    expect(table).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('link', { name: 'Editors' });
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('says so when there are no roles', async () => {
    await renderList({ body: { items: [] } });
    expect(await screen.findByText(roleMessages.listEmpty)).toBeInTheDocument();
  });

  it("shows a failed load's reason with Retry, which loads the list again", async () => {
    const server = await renderList(errorAnswer(500, 'The database is away.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The roles could not be loaded');
    expect(alert).toHaveTextContent('The database is away.');
    server.routes = { ...server.routes, [rolesRoute]: { body: { items: sampleRoles } } };
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    expect(await screen.findByRole('link', { name: 'Editors' })).toBeInTheDocument();
  });

  it("opens a role's edit page from its name", async () => {
    await renderList({ body: { items: sampleRoles } });
    await userEvent.click(await screen.findByRole('link', { name: 'Editors' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/userRole/role-editors/edit',
      ),
    );
  });

  it('offers New role, leading to the new role page, to a user who may create roles', async () => {
    await renderList({ body: { items: sampleRoles } });
    await userEvent.click(await screen.findByRole('link', { name: roleMessages.newRole }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      roleMessages.newTitle,
    );
  });

  it('disables New role, saying why, for a user without UserRolesCreate', async () => {
    await renderList({ body: { items: sampleRoles } }, [actions.UserRolesRead]);
    const button = await screen.findByRole('button', { name: roleMessages.newRole });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You need the UserRolesCreate action to create roles.',
    );
    expect(screen.queryByRole('link', { name: roleMessages.newRole })).not.toBeInTheDocument();
  });
});
