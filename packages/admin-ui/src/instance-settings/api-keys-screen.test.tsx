import { actions, paths } from '@parley/api-contract';
import type { Action, InstanceApiKey } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, recordRequestBodies, renderConsole } from '../testing/console-harness';
import { ApiKeysSettingsScreen } from './api-keys-screen';
import { apiKeysMessages as messages } from './api-keys-messages';
import { InstanceSettingsIndex } from './instance-settings-screen';

const claudeCall = paths.admin.instanceApiKey('claude');
const bingCall = paths.admin.instanceApiKey('bing');
const none = (kind: 'claude' | 'bing'): InstanceApiKey => ({
  kind,
  maskedValue: null,
  updatedAt: null,
});
const saved = (kind: 'claude' | 'bing', last: string): InstanceApiKey => ({
  kind,
  maskedValue: `••••${last}`,
  updatedAt: '2026-11-27T10:00:00.000Z',
});
const stored = (claude: InstanceApiKey, bing: InstanceApiKey = none('bing')): ApiRoutes => ({
  [`GET ${claudeCall}`]: { body: claude },
  [`GET ${bingCall}`]: { body: bing },
});

function renderAt(route: string, api: ApiRoutes, held?: readonly Action[]) {
  return renderConsole({
    route,
    menuPath: '/admin/instanceSettings',
    pages: {
      '/instanceSettings': <InstanceSettingsIndex />,
      '/instanceSettings/apiKeys': <ApiKeysSettingsScreen />,
    },
    api,
    actions: held,
  });
}

const claudeForm = () => screen.getByRole('form', { name: messages.keys.claude.label });
const claudeField = () =>
  within(claudeForm()).getByLabelText(/^Claude API key/, { selector: 'input' });
const save = () => within(claudeForm()).getByRole('button', { name: 'Save' });
const location = () => screen.getByRole('status', { name: 'Location' });

describe('Instance settings: the apiKeys tab (issue 17)', () => {
  it('is the tab /instanceSettings opens, one form per key, saying what each is for', async () => {
    await renderAt('/instanceSettings', stored(none('claude')));
    await waitFor(() => expect(location()).toHaveTextContent('/instanceSettings/apiKeys'));
    const tab = await screen.findByRole('tab', { name: messages.tab });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('form', { name: messages.keys.claude.label });
    expect(screen.getByRole('form', { name: messages.keys.bing.label })).toBeInTheDocument();
    expect(claudeField()).toHaveAccessibleDescription(messages.keys.claude.help);
    expect(within(claudeForm()).getByText(messages.notSet)).toBeInTheDocument();
    expect(within(claudeForm()).queryByRole('button', { name: messages.deleteLabel })).toBeNull();
  });

  it('shows a saved key only masked, with when it was saved, and Replace', async () => {
    await renderAt('/instanceSettings/apiKeys', stored(saved('claude', 'abcd')));
    await screen.findByRole('form', { name: messages.keys.claude.label });
    expect(claudeField()).toHaveValue('••••abcd');
    expect(claudeField()).toHaveAttribute('readonly');
    expect(within(claudeForm()).getByText(/Saved/)).toBeInTheDocument();
    expect(
      within(claudeForm()).getByRole('button', { name: `Replace ${messages.keys.claude.label}` }),
    ).toBeEnabled();
    expect(save()).toBeDisabled();
  });

  it('saves a new key, sends it once, says so and shows the new mask', async () => {
    const recorder = recordRequestBodies();
    const server = await renderAt('/instanceSettings/apiKeys', {
      ...stored(saved('claude', 'abcd')),
      [`PUT ${claudeCall}`]: { body: saved('claude', 'wxyz') },
    });
    await screen.findByRole('form', { name: messages.keys.claude.label });
    await userEvent.click(
      within(claudeForm()).getByRole('button', { name: `Replace ${messages.keys.claude.label}` }),
    );
    await userEvent.type(claudeField(), 'sk-ant-new-key-wxyz');
    server.routes = { ...server.routes, ...stored(saved('claude', 'wxyz')) };
    await userEvent.click(save());

    expect(await screen.findByText('Claude API key saved')).toBeInTheDocument();
    expect(recorder.bodiesOf(`PUT ${claudeCall}`)).toEqual([{ key: 'sk-ant-new-key-wxyz' }]);
    await waitFor(() => expect(claudeField()).toHaveValue('••••wxyz'));
    expect(save()).toBeDisabled();
  });

  it('refuses a short key on the spot in the contract’s words, sending nothing', async () => {
    const server = await renderAt('/instanceSettings/apiKeys', stored(none('claude')));
    await screen.findByRole('form', { name: messages.keys.claude.label });
    await userEvent.type(claudeField(), 'short');
    await userEvent.click(save());
    expect(
      await within(claudeForm()).findByText('A key has at least 12 characters.'),
    ).toBeVisible();
    expect(server.calls).not.toContain(`PUT ${claudeCall}`);
  });

  it('asks before deleting a saved key, then deletes it', async () => {
    const server = await renderAt('/instanceSettings/apiKeys', {
      ...stored(saved('claude', 'abcd')),
      [`DELETE ${claudeCall}`]: { status: 204 },
    });
    await screen.findByRole('form', { name: messages.keys.claude.label });
    await userEvent.click(within(claudeForm()).getByRole('button', { name: messages.deleteLabel }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.deleteHeading(messages.keys.claude.label),
    });
    server.routes = { ...server.routes, ...stored(none('claude')) };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Claude API key deleted')).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${claudeCall}`);
    await waitFor(() => expect(within(claudeForm()).getByText(messages.notSet)).toBeVisible());
  });

  it('shows a refused save in a red alert', async () => {
    await renderAt('/instanceSettings/apiKeys', {
      ...stored(none('claude')),
      [`PUT ${claudeCall}`]: errorAnswer(500, 'The database is not answering.'),
    });
    await screen.findByRole('form', { name: messages.keys.claude.label });
    await userEvent.type(claudeField(), 'sk-ant-new-key-wxyz');
    await userEvent.click(save());
    const alert = await within(claudeForm()).findByRole('alert');
    expect(alert).toHaveTextContent(messages.saveFailed);
    expect(alert).toHaveTextContent('The database is not answering.');
  });

  it('is read-only, saying why, for a user without InstanceSettingsWrite', async () => {
    await renderAt('/instanceSettings/apiKeys', stored(saved('claude', 'abcd')), [
      actions.InstanceSettingsRead,
    ]);
    await screen.findByRole('form', { name: messages.keys.claude.label });
    expect(
      within(claudeForm()).getByRole('button', { name: `Replace ${messages.keys.claude.label}` }),
    ).toBeDisabled();
    expect(within(claudeForm()).getByRole('button', { name: messages.deleteLabel })).toBeDisabled();
    expect(save()).toBeDisabled();
  });
});
