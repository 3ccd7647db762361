import { hipaaGuarantees, paths } from '@parley/api-contract';
import type { HipaaSettings } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequestBodies, renderConsole } from '../testing/console-harness';
import { hipaaMessages as messages } from './hipaa-messages';
import { HipaaSettingsScreen } from './hipaa-screen';
import { instanceSettingsMessages } from './instance-settings-messages';

const call = paths.admin.hipaaSettings();
const settings = (hipaaMode: boolean): HipaaSettings => ({
  hipaaMode,
  deployments: [
    { deploymentName: 'cloud', provider: 'openai', hipaaCompliant: false },
    { deploymentName: 'local', provider: 'offline', hipaaCompliant: true },
  ],
});

function renderHipaa(api: ApiRoutes) {
  return renderConsole({
    route: '/instanceSettings/hipaa',
    menuPath: instanceSettingsMessages.menuPath,
    pages: { '/instanceSettings/hipaa': <HipaaSettingsScreen /> },
    api: { [`GET ${call}`]: { body: settings(false) }, ...api },
  });
}

describe('Instance settings: the hipaa tab (issue 17)', () => {
  it('states what HIPAA mode changes and which deployments may answer in it', async () => {
    await renderHipaa({});
    const region = await screen.findByRole('region', { name: messages.regionLabel });
    expect(within(region).getByRole('status')).toHaveTextContent(messages.stateOff);
    for (const guarantee of hipaaGuarantees) {
      expect(within(region).getByText(guarantee)).toBeVisible();
    }
    const rows = within(region).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/cloud.*openai.*No/);
    expect(rows[2]).toHaveTextContent(/local.*offline.*Yes/);
    expect(screen.getByRole('tab', { name: 'HIPAA' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the guarantees and the deployments that will refuse before switching on; Cancel sends nothing', async () => {
    const recorder = recordRequestBodies();
    await renderHipaa({ [`PUT ${call}`]: { body: settings(true) } });
    await userEvent.click(await screen.findByRole('button', { name: messages.switchOn }));

    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmOnTitle });
    for (const guarantee of hipaaGuarantees) {
      expect(within(dialog).getByText(guarantee)).toBeVisible();
    }
    expect(within(dialog).getByText(messages.confirmOnRefused(['cloud']))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(recorder.bodiesOf(`PUT ${call}`)).toEqual([]);
  });

  it('switches on once confirmed, and says so', async () => {
    const recorder = recordRequestBodies();
    const server = await renderHipaa({ [`PUT ${call}`]: { body: settings(true) } });
    await userEvent.click(await screen.findByRole('button', { name: messages.switchOn }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmOnTitle });
    server.routes = { ...server.routes, [`GET ${call}`]: { body: settings(true) } };
    await userEvent.click(within(dialog).getByRole('button', { name: messages.confirmOn }));

    expect(await screen.findByText(messages.switchedOn)).toBeInTheDocument();
    expect(recorder.bodiesOf(`PUT ${call}`)).toEqual([{ hipaaMode: true }]);
    const region = screen.getByRole('region', { name: messages.regionLabel });
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(messages.stateOn),
    );
    expect(within(region).getByRole('button', { name: messages.switchOff })).toBeVisible();
  });
});
