import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/console-harness';
import { sampleAdminAgent } from './agent-fixtures';
import { AgentListScreen } from './agent-list-screen';
import { agentMessages } from './agent-messages';

const agents = [
  sampleAdminAgent({ gptSystemId: 'a1b2c3d4-0000-4000-8000-000000000201', name: 'Travel desk' }),
  sampleAdminAgent({
    gptSystemId: 'a1b2c3d4-0000-4000-8000-000000000202',
    name: 'Banned helper',
    status: 'Inactive',
    publishedVersion: null,
  }),
];

const renderList = (held?: readonly Action[]) =>
  renderConsole({
    route: '/gptsystem',
    pages: { '/gptsystem': <AgentListScreen /> },
    api: { [`GET ${paths.admin.gptSystems()}`]: { body: { items: agents } } },
    ...(held ? { actions: held } : {}),
  });

describe('AgentListScreen', () => {
  it('lists the system agents by name with their status, version and links', async () => {
    await renderList();
    const table = await screen.findByRole('table', { name: agentMessages.listLabel });
    await within(table).findByRole('link', { name: 'Travel desk' });
    const [banned, travel, ...others] = within(table).getAllByRole('row').slice(1);
    if (!banned || !travel) throw new Error('Two rows were expected.');
    expect(others).toEqual([]);
    expect(within(banned).getByRole('link', { name: 'Banned helper' })).toBeInTheDocument();
    expect(within(banned).getByText('Inactive')).toBeInTheDocument();
    expect(within(banned).getByText('—')).toBeInTheDocument();
    expect(within(travel).getByText('Active')).toBeInTheDocument();
    expect(within(travel).getByRole('link', { name: 'Publishing of Travel desk' })).toHaveAttribute(
      'href',
      `/gptsystem/${agents[0]?.gptSystemId}/publish`,
    );
  });

  it('offers New agent to a user who may create agents', async () => {
    await renderList();
    const add = await screen.findByRole('link', { name: agentMessages.newAgent });
    expect(add).toHaveAttribute('href', '/gptsystem/new');
  });

  it('disables New agent, saying why, without GptSystemsCreate', async () => {
    await renderList([actions.GptSystemsRead]);
    const add = await screen.findByRole('button', { name: agentMessages.newAgent });
    // Disabled while the user's actions load too: the reason shows once they are known.
    await waitFor(() =>
      expect(add).toHaveAccessibleDescription(
        'You need the GptSystemsCreate action to create agents.',
      ),
    );
    expect(add).toBeDisabled();
    expect(screen.queryByRole('link', { name: agentMessages.newAgent })).not.toBeInTheDocument();
  });
});
