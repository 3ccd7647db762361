import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, recordRequestBodies, renderConsole } from '../testing/console-harness';
import { instanceSettingsMessages as messages } from './instance-settings-messages';
import { PersonalAgentsSettingsScreen } from './instance-settings-screen';

const settingsCall = paths.admin.personalAgentSettings();
const rest = { allowAgentSharing: true, maxAgentsPerUser: null };
const stored = (allowUserCreatedGptSystems: boolean): ApiRoutes => ({
  [`GET ${settingsCall}`]: { body: { allowUserCreatedGptSystems, ...rest } },
});

function renderAt(route: string, api: ApiRoutes, held?: readonly Action[]) {
  return renderConsole({
    route,
    menuPath: messages.menuPath,
    pages: {
      '/instanceSettings/personalAgents': <PersonalAgentsSettingsScreen />,
    },
    api,
    actions: held,
  });
}

const form = () => screen.getByRole('form', { name: messages.personalAgentsForm });
const allowSwitch = () =>
  within(form()).getByRole('checkbox', { name: messages.allowPersonalAgents });
const saveButton = () => within(form()).getByRole('button', { name: messages.save });

describe('Instance settings: the personalAgents tab (issue 17)', () => {
  it('shows the personal agents tab selected, under the menu item’s title', async () => {
    await renderAt('/instanceSettings/personalAgents', stored(false));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instance Settings' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: messages.tabsLabel });
    const tab = within(tabs).getByRole('tab', { name: 'Personal agents' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('href', '/instanceSettings/personalAgents');
  });

  it('shows the switch "Allow personal agents" as stored, with what it allows, and Save waiting for a change', async () => {
    await renderAt('/instanceSettings/personalAgents', stored(false));
    await screen.findByRole('form', { name: messages.personalAgentsForm });
    expect(allowSwitch()).not.toBeChecked();
    expect(allowSwitch()).toHaveAccessibleDescription(
      'Staff can create their own agents, test them and share them by link.',
    );
    expect(saveButton()).toBeDisabled();
    await userEvent.click(allowSwitch());
    expect(saveButton()).toBeEnabled();
  });

  it('saves the switch, says "Settings saved" and refetches the feature flags', async () => {
    const recorder = recordRequestBodies();
    const server = await renderAt('/instanceSettings/personalAgents', {
      ...stored(false),
      [`PUT ${settingsCall}`]: { body: { allowUserCreatedGptSystems: true, ...rest } },
    });
    await screen.findByRole('form', { name: messages.personalAgentsForm });
    const featureCalls = () => server.calls.filter((call) => call === `GET ${paths.features()}`);
    await waitFor(() => expect(featureCalls()).toHaveLength(1));
    server.routes = { ...server.routes, ...stored(true) };
    await userEvent.click(allowSwitch());
    await userEvent.click(saveButton());

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(recorder.bodiesOf(`PUT ${settingsCall}`)).toEqual([
      { allowUserCreatedGptSystems: true, ...rest },
    ]);
    await waitFor(() => expect(featureCalls()).toHaveLength(2));
    expect(allowSwitch()).toBeChecked();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('shows a refused save in a red alert and keeps the change', async () => {
    const message =
      'This call needs the InstanceSettingsWrite action, which your roles do not grant.';
    await renderAt('/instanceSettings/personalAgents', {
      ...stored(true),
      [`PUT ${settingsCall}`]: errorAnswer(403, message),
    });
    await screen.findByRole('form', { name: messages.personalAgentsForm });
    await userEvent.click(allowSwitch());
    await userEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.saveFailed);
    expect(alert).toHaveTextContent(message);
    expect(allowSwitch()).not.toBeChecked();
  });

  it('is read-only, saying why, for a user without InstanceSettingsWrite', async () => {
    await renderAt('/instanceSettings/personalAgents', stored(true), [
      actions.InstanceSettingsRead,
    ]);
    await screen.findByRole('form', { name: messages.personalAgentsForm });
    const reason = 'You need the InstanceSettingsWrite action to change instance settings.';
    // Heading the form, and on Save.
    expect(within(form()).getAllByText(reason)).toHaveLength(2);
    expect(saveButton()).toHaveAccessibleDescription(reason);
    expect(allowSwitch()).toBeChecked();
    expect(allowSwitch()).toBeDisabled();
    expect(saveButton()).toBeDisabled();
  });

  it('says when the settings could not be loaded, and Retry loads them', async () => {
    const server = await renderAt('/instanceSettings/personalAgents', {
      [`GET ${settingsCall}`]: errorAnswer(500, 'The database is not answering.'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.loadFailed);
    server.routes = { ...server.routes, ...stored(true) };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('form', { name: messages.personalAgentsForm }),
    ).toBeInTheDocument();
    expect(allowSwitch()).toBeChecked();
  });

  it('saves sharing off and an emptied limit as no limit', async () => {
    const recorder = recordRequestBodies();
    await renderAt('/instanceSettings/personalAgents', {
      [`GET ${settingsCall}`]: {
        body: { allowUserCreatedGptSystems: true, allowAgentSharing: true, maxAgentsPerUser: 5 },
      },
      [`PUT ${settingsCall}`]: {
        body: {
          allowUserCreatedGptSystems: true,
          allowAgentSharing: false,
          maxAgentsPerUser: null,
        },
      },
    });
    await screen.findByRole('form', { name: messages.personalAgentsForm });
    const most = within(form()).getByRole('spinbutton', { name: messages.maxAgentsPerUser });
    expect(most).toHaveValue(5);
    expect(most).toHaveAccessibleDescription(messages.maxAgentsPerUserHelp);
    await userEvent.click(within(form()).getByRole('checkbox', { name: messages.allowSharing }));
    await userEvent.clear(most);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(recorder.bodiesOf(`PUT ${settingsCall}`)).toEqual([
      { allowUserCreatedGptSystems: true, allowAgentSharing: false, maxAgentsPerUser: null },
    ]);
  });
});
