import { actions, paths } from '@parley/api-contract';
import type { AdminGptSystem } from '@parley/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/console-harness';
import { agentMessages } from './agent-messages';
import { AgentPublishScreen } from './agent-publish-screen';

const AGENT_ID = 'a1b2c3d4-0000-4000-8000-000000000007';

const agent = (status: AdminGptSystem['status']): AdminGptSystem => ({
  gptSystemId: AGENT_ID,
  name: 'Travel desk',
  status,
  publishedVersion: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const renderPublishing = (status: AdminGptSystem['status'], held?: readonly string[]) =>
  renderConsole({
    route: `/gptsystem/${AGENT_ID}/publish`,
    pages: {
      '/gptsystem/:gptSystemId/publish': <AgentPublishScreen />,
      '/gptsystem': <p>Agents list</p>,
    },
    api: {
      [`GET ${paths.admin.gptSystem(AGENT_ID)}`]: { body: agent(status) },
      [`DELETE ${paths.admin.gptSystem(AGENT_ID)}`]: { status: 204 },
    },
    ...(held ? { actions: held as never } : {}),
  });

describe('AgentPublishScreen', () => {
  it('deletes the agent after asking, names it, and returns to the list', async () => {
    const server = await renderPublishing('Active');
    await userEvent.click(await screen.findByRole('button', { name: agentMessages.deleteAgent }));
    const dialog = await screen.findByRole('alertdialog', { name: agentMessages.deleteHeading });
    expect(within(dialog).getByText(/“Travel desk” will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(agentMessages.deleted)).toBeInTheDocument();
    expect(await screen.findByText('Agents list')).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${paths.admin.gptSystem(AGENT_ID)}`);
  });

  it('shows a deleted agent as Deleted, with nothing left to change', async () => {
    await renderPublishing('Deleted');
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText(agentMessages.deletedHelp)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: agentMessages.publishedLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: agentMessages.deleteAgent })).toBeNull();
  });

  it('keeps Delete disabled, with the reason, without GptSystemsWrite', async () => {
    await renderPublishing('Active', [actions.GptSystemsRead]);
    const button = await screen.findByRole('button', { name: agentMessages.deleteAgent });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining('GptSystemsWrite'));
  });
});
