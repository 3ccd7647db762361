import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../components/date-time-text';
import { noorHaddad } from '../testing/console-fixtures';
import { renderConsole } from '../testing/console-harness';
import { userProfileMessages, UserProfileScreen } from './user-profile-screen';

const renderProfile = (held: readonly Action[]) =>
  renderConsole({
    route: `/user/${noorHaddad.userId}/profile`,
    pages: { '/user/:id/profile': <UserProfileScreen /> },
    api: { [`GET ${paths.admin.user(noorHaddad.userId)}`]: { body: noorHaddad } },
    actions: held,
  });

describe('UserProfileScreen', () => {
  it("is headed by the user's name and shows their account, roles, dates and personal-agent settings", async () => {
    await renderProfile([actions.UserRead]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Noor Haddad' })).toBeVisible();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Legal, EMEA staff')).toBeVisible();
    expect(within(account).getByText(formatDateTime(noorHaddad.createdAt))).toBeVisible();
    const roles = screen.getByRole('region', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Staff', 'Moderator']);
    const agents = screen.getByRole('region', { name: 'Personal agents' });
    expect(within(agents).getByText('Creating agents').nextElementSibling).toHaveTextContent(
      'Allowed',
    );
    expect(within(agents).getByText('Sharing agents').nextElementSibling).toHaveTextContent(
      'Blocked',
    );
  });

  it('leads to the edit page for those who may change users', async () => {
    await renderProfile([actions.UserRead, actions.UserRolePermissionsWrite]);
    expect(await screen.findByRole('link', { name: userProfileMessages.edit })).toHaveAttribute(
      'href',
      '/user/user-noor/edit',
    );
  });

  it('disables Edit, with the reason, without UserRolePermissionsWrite', async () => {
    await renderProfile([actions.UserRead]);
    const edit = await screen.findByRole('button', { name: userProfileMessages.edit });
    await waitFor(() => expect(edit).toHaveAccessibleDescription(userProfileMessages.editDenied));
    expect(edit).toBeDisabled();
  });
});
