import { paths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { actionLabels } from './action-labels';
import { ownAccountMessages } from './own-account';
import { OWN_ACCOUNT_TITLE, OwnAccountScreen } from './own-account-screen';
import { signedInDetails, signedInRoles } from './user-fixtures';

const detailsRoute = `GET ${paths.currentUser.details()}`;
const rolesRoute = `GET ${paths.currentUser.userRolesWithResolvedActions()}`;

/** The account page, reading only the current-user endpoints `api` answers. */
const renderAccount = (api: ApiRoutes) =>
  renderConsole({
    route: '/user/account',
    pages: { '/user/account': <OwnAccountScreen /> },
    api: { [rolesRoute]: { body: { userRoles: signedInRoles } }, ...api },
  });

describe('OwnAccountScreen', () => {
  it('shows a moderator without any users action their account, roles and what the roles allow, by area', async () => {
    const api = await renderAccount({ [detailsRoute]: { body: signedInDetails } });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(OWN_ACCOUNT_TITLE);
    expect(await screen.findByText('noor@parley.local')).toBeVisible();
    expect(screen.getByText('Noor Haddad')).toBeVisible();

    const roles = screen.getByRole('region', { name: ownAccountMessages.roles });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Staff', 'Moderator']);

    const allows = screen.getByRole('region', { name: ownAccountMessages.allows });
    const areas = within(allows)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(areas).toEqual(['Chat', 'Moderation']);
    const chat = within(allows).getByRole('region', { name: 'Chat' });
    expect(within(chat).getByRole('listitem')).toHaveTextContent(
      `${actionLabels.AgentRead} (AgentRead, from Staff, Moderator)`,
    );
    const moderation = within(allows).getByRole('region', { name: 'Moderation' });
    expect(
      within(moderation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${actionLabels.ModerationRead} (ModerationRead, from Moderator)`,
      `${actionLabels.ModerationWrite} (ModerationWrite, from Moderator)`,
    ]);
    // The current user's own endpoints: no administration call, which would need UserRead.
    expect(api.calls.filter((call) => call.includes('/admin/'))).toEqual([]);
    expect(api.calls).toContain(`GET ${paths.currentUser.details()}`);
  });

  it('says when the account could not be loaded, and Retry loads it', async () => {
    let failing = true;
    await renderAccount({
      [detailsRoute]: () => (failing ? errorAnswer(500, 'Try later.') : { body: signedInDetails }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Try later.')).toBeVisible();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('noor@parley.local')).toBeVisible();
  });
});
