import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@parley/api-contract';
import type { GptSystem } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import { ownPersonalAgent, sampleAgent, sampleConfigState } from '@parley/api-client/testing';
import { AgentsScreen } from './agents-screen';
import { OpenPersonalAgentEditorScreen } from './open-personal-agent-editor-screen';

const policyAgent = sampleAgent();
const unnamed = sampleAgent({ gptSystemId: 'agent-null', name: 'null' });
const banned = sampleAgent({
  gptSystemId: 'agent-banned',
  name: 'Rude',
  moderationStatus: 'Banned',
});

function routes(agents: GptSystem[], bannedFromCreating = false): ApiRoutes {
  return {
    [`GET ${paths.features()}`]: {
      body: { AllowUserCreatedGptSystems: true, AllowConnections: false, ShowFooter: false },
    },
    [`GET ${paths.currentUser.details()}`]: {
      body: {
        userId: 'user-staff',
        userName: 'staff@parley.local',
        displayName: 'Staff',
        personalAgentSettings: {
          isBannedFromCreatingAgents: bannedFromCreating,
          isBannedFromSharingAgents: false,
        },
      },
    },
    [`GET ${paths.currentUser.availableGptSystems()}`]: { body: { items: agents } },
    [`GET ${paths.currentUser.pinnedGptSystems()}`]: { body: { pinnedGptSystems: [] } },
    [`GET ${paths.currentUser.recentGptSystems()}`]: { body: { recentGpts: [] } },
    [`POST ${paths.currentUser.pinnedGptSystem(policyAgent.gptSystemId)}`]: {},
  };
}

function EditPage() {
  return <p>Edit page {useParams().configStateId}</p>;
}

function ChatPage() {
  return <p>Chat with {useParams().gptSystemId}</p>;
}

let server: ApiTestServer | undefined;
afterEach(async () => {
  // The app has one toaster (a module singleton) that keeps its toasts when it unmounts: without
  // this, toasts of earlier tests count towards the next one's limit of 5 (chat-spec section 9).
  removeAllToasts();
  await server?.close();
  server = undefined;
});

async function renderScreen(apiRoutes: ApiRoutes) {
  server = await startApiTestServer(apiRoutes);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chat/agents" element={<AgentsScreen />} />
        <Route path="/chat/agents/:gptSystemId/edit" element={<OpenPersonalAgentEditorScreen />} />
        <Route path="/chat/agents/configstate/:configStateId/edit" element={<EditPage />} />
        <Route path="/chat/:gptSystemId" element={<ChatPage />} />
      </Routes>
      <Toaster />
    </>,
    { baseUrl: server.baseUrl, route: '/chat/agents' },
  );
  return screen.findByRole('list', { name: 'Agents' });
}

describe('AgentsScreen', () => {
  it('is titled "Discover Intelligent Agents" (chat-spec section 2)', async () => {
    await renderScreen(routes([policyAgent]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Discover Intelligent Agents',
    );
    expect(document.title).toMatch(/^Discover Intelligent Agents \| /);
  });

  it('names agents "Unnamed Agent" and "Banned Agent" (chat-spec sections 5 and 6)', async () => {
    const list = await renderScreen(routes([unnamed, banned]));
    expect(within(list).getByRole('heading', { name: 'Unnamed Agent' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Banned Agent' })).toBeInTheDocument();
  });

  it('shows own personal agents of a user banned from creating as "Blocked Agent", not editable', async () => {
    const list = await renderScreen(routes([ownPersonalAgent], true));
    expect(within(list).getByRole('heading', { name: 'Blocked Agent' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("opens the editor on the user's config state of an own personal agent, which the server makes", async () => {
    const user = userEvent.setup();
    const state = sampleConfigState({ gptSystemType: 'User', gptSystem: ownPersonalAgent });
    await renderScreen({
      ...routes([ownPersonalAgent]),
      [`POST ${paths.configStates.byGptSystemId(ownPersonalAgent.gptSystemId)}`]: { body: state },
    });
    await user.click(screen.getByRole('button', { name: 'Edit My drafting agent' }));
    expect(
      await screen.findByText(`Edit page ${state.configuration.configStateId}`),
    ).toBeInTheDocument();
  });

  it('says "Failed to create agent configuration state" with Retry when the editor cannot be opened', async () => {
    const user = userEvent.setup();
    await renderScreen({
      ...routes([ownPersonalAgent]),
      [`POST ${paths.configStates.byGptSystemId(ownPersonalAgent.gptSystemId)}`]: { status: 500 },
    });
    await user.click(screen.getByRole('button', { name: 'Edit My drafting agent' }));
    expect(
      await screen.findByText('Failed to create agent configuration state'),
    ).toBeInTheDocument();
  });

  it('filters agents by name', async () => {
    const user = userEvent.setup();
    const list = await renderScreen(routes([policyAgent, ownPersonalAgent]));
    await user.type(screen.getByRole('searchbox', { name: 'Search agents by name' }), 'DRAFT');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('heading', { name: 'My drafting agent' })).toBeInTheDocument();
  });

  it('switches between grid and list view', async () => {
    const user = userEvent.setup();
    await renderScreen(routes([policyAgent]));
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('starts a chat with the agent at /chat/{gptSystemId}', async () => {
    const user = userEvent.setup();
    await renderScreen(routes([policyAgent]));
    await user.click(screen.getByRole('button', { name: 'Start chat with Policy helper' }));
    expect(await screen.findByText('Chat with agent-policy')).toBeInTheDocument();
  });

  it('pins an agent and says "Agent pinned" (chat-spec section 8)', async () => {
    const user = userEvent.setup();
    await renderScreen(routes([policyAgent]));
    await user.click(screen.getByRole('button', { name: 'Pin Policy helper' }));
    expect(await screen.findByText('Agent pinned')).toBeInTheDocument();
  });
});
