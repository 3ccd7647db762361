import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { chooseMenuItem } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import {
  ownPersonalAgent,
  sampleAgent,
  sampleConfigState,
  sampleListItem,
} from '@parley/api-client/testing';
import { tourTargets, tourTargetSelector } from '@parley/conversation-ui';
import { ChatSidebar } from './chat-sidebar';

const today = new Date();
const policyAgent = sampleAgent();

function baseRoutes(overrides: ApiRoutes = {}): ApiRoutes {
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
          isBannedFromCreatingAgents: false,
          isBannedFromSharingAgents: false,
        },
      },
    },
    [`GET ${paths.currentUser.availableGptSystems()}`]: { body: { items: [policyAgent] } },
    [`GET ${paths.currentUser.pinnedGptSystems()}`]: { body: { pinnedGptSystems: [] } },
    [`GET ${paths.currentUser.recentGptSystems()}`]: { body: { recentGpts: [policyAgent] } },
    [`GET ${paths.userConversations.list()}`]: {
      body: {
        items: [
          sampleListItem('c-1', 'Budget review', today),
          sampleListItem('c-2', 'Holiday plans', new Date(2001, 0, 5)),
        ],
        continuationToken: null,
      },
    },
    [`GET ${paths.userConversations.archived()}`]: { body: { items: [], continuationToken: null } },
    ...overrides,
  };
}

let server: ApiTestServer | undefined;
afterEach(async () => {
  // The app has one toaster (a module singleton) that keeps its toasts when it unmounts: without
  // this, toasts of earlier tests count towards the next one's limit of 5 (chat-spec section 9).
  removeAllToasts();
  await server?.close();
  server = undefined;
});

/** Shows where the sidebar navigated to. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

async function renderSidebar(routes: ApiRoutes, selectionDisabled = false, mini = false) {
  server = await startApiTestServer(routes);
  renderWithProviders(
    <>
      <ChatSidebar mini={mini} selectionDisabled={selectionDisabled} />
      <CurrentLocation />
      <Toaster />
    </>,
    { baseUrl: server.baseUrl, route: '/chat' },
  );
  return server;
}

// Some journeys wait for several round trips; 5 s is too short for them on a loaded machine.
describe('ChatSidebar', () => {
  it('lists the history grouped by creation date (chat-spec section 2)', async () => {
    await renderSidebar(baseRoutes());
    const history = await screen.findByRole('list', { name: 'Chat history' });
    expect(within(history).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(history).getByRole('heading', { name: '2001' })).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Budget review' })).toBeInTheDocument();
  });

  it('marks the tour targets it holds', async () => {
    await renderSidebar(baseRoutes());
    await screen.findByRole('list', { name: 'Chat history' });
    const held = [
      tourTargets.newChatButton,
      tourTargets.conversationList,
      tourTargets.conversationOptions,
      tourTargets.searchTitlesButton,
    ];
    for (const target of held)
      expect(document.querySelector(tourTargetSelector(target))).not.toBeNull();
  });

  it('shows the history error message of chat-spec section 8 when the list fails', async () => {
    await renderSidebar(baseRoutes({ [`GET ${paths.userConversations.list()}`]: { status: 500 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while loading your chat history. Please refresh or start a new conversation.',
    );
  });

  it('shows the empty history message of chat-spec section 8', async () => {
    await renderSidebar(
      baseRoutes({
        [`GET ${paths.userConversations.list()}`]: { body: { items: [], continuationToken: null } },
      }),
    );
    expect(
      await screen.findByText("You don't have any chats. Start a new conversation to see it here."),
    ).toBeInTheDocument();
  });

  it('shows the archived error and empty messages of chat-spec section 8', async () => {
    const user = userEvent.setup();
    const api = await renderSidebar(
      baseRoutes({ [`GET ${paths.userConversations.archived()}`]: { status: 500 } }),
    );
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while loading archived chats. Please refresh or try again later.',
    );
    api.routes = baseRoutes();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(
      await screen.findByText(
        "You haven't archived any chats. Archived chats will appear here for future reference.",
      ),
    ).toBeInTheDocument();
  });

  it('filters by title and says when nothing matches (chat-spec sections 5 and 8)', async () => {
    const user = userEvent.setup();
    await renderSidebar(baseRoutes());
    await screen.findByRole('list', { name: 'Chat history' });
    await user.click(screen.getByRole('button', { name: 'Search chat titles' }));
    await user.type(screen.getByPlaceholderText('Search chat titles...'), 'HOLIDAY');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Budget review' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Holiday plans' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search chat titles...'), 'xyz');
    expect(
      await screen.findByText(
        'No chats match your search. Try a different title or start a new conversation.',
      ),
    ).toBeInTheDocument();
  });

  it('loads the next page with the continuation token when the end comes into view', async () => {
    const api = await renderSidebar(
      baseRoutes({
        [`GET ${paths.userConversations.list()}`]: (url) =>
          url.searchParams.get('continuationToken') === 'page-2'
            ? {
                body: {
                  items: [sampleListItem('c-9', 'Second page chat', today)],
                  continuationToken: null,
                },
              }
            : {
                body: {
                  items: [sampleListItem('c-1', 'Budget review', today)],
                  continuationToken: 'page-2',
                },
              },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Second page chat' })).toBeInTheDocument();
    expect(api.calls).toContain(`GET ${paths.userConversations.list()}?continuationToken=page-2`);
  });

  it('opens a conversation at /chat/{gptSystemId}?conversationId={id}', async () => {
    const user = userEvent.setup();
    await renderSidebar(baseRoutes());
    await user.click(await screen.findByRole('button', { name: 'Budget review' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(
      '/chat/agent-policy?conversationId=c-1',
    );
    expect(screen.getByRole('button', { name: 'Budget review' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renames a conversation inline and shows the new title at once', async () => {
    const user = userEvent.setup();
    const api = await renderSidebar(
      baseRoutes({ [`PUT ${paths.userConversations.updateTitle('c-1')}`]: {} }),
    );
    const options = await screen.findByRole('button', { name: 'Options for Budget review' });
    await chooseMenuItem(user, options, 'Rename');
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.clear(field);
    await user.type(field, 'Budget 2027{Enter}');
    expect(await screen.findByRole('button', { name: 'Budget 2027' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContain(`PUT ${paths.userConversations.updateTitle('c-1')}`),
    );
  });

  it('archives a conversation from its menu', async () => {
    const user = userEvent.setup();
    const api = await renderSidebar(
      baseRoutes({ [`PUT ${paths.userConversations.archive('c-1')}`]: {} }),
    );
    const options = await screen.findByRole('button', { name: 'Options for Budget review' });
    await chooseMenuItem(user, options, 'Archive');
    await waitFor(() =>
      expect(api.calls).toContain(`PUT ${paths.userConversations.archive('c-1')}`),
    );
  });

  it('starts a New Chat with the first accessible agent', async () => {
    const user = userEvent.setup();
    await renderSidebar(baseRoutes());
    const newChat = screen.getByRole('button', { name: 'New Chat' });
    await waitFor(() => expect(newChat).toBeEnabled());
    await user.click(newChat);
    expect(screen.getByLabelText('Location')).toHaveTextContent('/chat/agent-policy');
  });

  it('shows only the action icons in mini mode', async () => {
    await renderSidebar(baseRoutes(), false, true);
    expect(await screen.findByRole('button', { name: 'Create a Personal Agent' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'View all Agents' })).toHaveTextContent('');
    expect(screen.queryByRole('tab', { name: 'Chats' })).not.toBeInTheDocument();
  });

  it('disables conversation selection while a tour runs (chat-spec section 4)', async () => {
    await renderSidebar(baseRoutes(), true);
    expect(await screen.findByRole('button', { name: 'Budget review' })).toBeDisabled();
  });

  it('says "You currently don\'t have access to any agents" on New Chat without agents', async () => {
    const user = userEvent.setup();
    await renderSidebar(
      baseRoutes({ [`GET ${paths.currentUser.availableGptSystems()}`]: { body: { items: [] } } }),
    );
    const newChat = screen.getByRole('button', { name: 'New Chat' });
    await waitFor(() => expect(newChat).toBeEnabled());
    await user.click(newChat);
    expect(
      await screen.findByText("You currently don't have access to any agents"),
    ).toBeInTheDocument();
  });

  it('offers Create a Personal Agent only when allowed and the user is not banned', async () => {
    await renderSidebar(
      baseRoutes({
        [`GET ${paths.features()}`]: {
          body: { AllowUserCreatedGptSystems: false, AllowConnections: false, ShowFooter: false },
        },
      }),
    );
    await screen.findByRole('list', { name: 'Chat history' });
    expect(
      screen.queryByRole('button', { name: 'Create a Personal Agent' }),
    ).not.toBeInTheDocument();
  });

  it('shows Create a Personal Agent when personal agents are allowed', async () => {
    await renderSidebar(baseRoutes());
    expect(await screen.findByRole('button', { name: 'Create a Personal Agent' })).toBeVisible();
  });

  it('quick-creates a personal agent: a fresh User config state, named, opened in the editor', async () => {
    const user = userEvent.setup();
    const state = sampleConfigState({ gptSystemType: 'User' });
    const { configStateId } = state.configuration;
    const server = await renderSidebar(
      baseRoutes({
        [`POST ${paths.configStates.byGptSystemType('User')}`]: { status: 201, body: state },
        [`PUT ${paths.configStates.one(configStateId)}`]: {
          body: { ...state, errors: [], warnings: [] },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create a Personal Agent' }));
    await user.type(await screen.findByRole('textbox', { name: /Agent name/ }), '  Trip planner ');
    await user.click(screen.getByRole('button', { name: "Let's go" }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        `/chat/agents/configstate/${configStateId}/edit`,
      ),
    );
    expect(server.calls).toContain(
      `POST ${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
    );
    const named = server.requests.find(
      ({ method, url }) => method === 'PUT' && url === paths.configStates.one(configStateId),
    );
    expect(JSON.parse(named?.body ?? '{}')).toMatchObject({
      gptSystemName: 'Trip planner',
      deploymentName: 'offline',
    });
  });

  it('says "Failed to create agent configuration state" and keeps the dialog when the server refuses', async () => {
    const user = userEvent.setup();
    await renderSidebar(
      baseRoutes({
        [`POST ${paths.configStates.byGptSystemType('User')}`]: {
          status: 403,
          body: { statusCode: 403, message: 'Personal agents are switched off on this instance.' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create a Personal Agent' }));
    await user.type(await screen.findByRole('textbox', { name: /Agent name/ }), 'Trip planner');
    await user.click(screen.getByRole('button', { name: "Let's go" }));
    expect(
      await screen.findByText('Failed to create agent configuration state'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Personal agents are switched off on this instance.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Agent name/ })).toHaveValue('Trip planner');
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/chat$/);
  });

  it('loads the recent agents when the Agents tab first opens, not with the page', async () => {
    const user = userEvent.setup();
    const api = await renderSidebar(baseRoutes());
    await screen.findByRole('list', { name: 'Chat history' });
    const recentCalls = () =>
      api.calls.filter((call) => call === `GET ${paths.currentUser.recentGptSystems()}`);
    expect(recentCalls()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Agents' }));

    expect(await screen.findByRole('button', { name: 'Policy helper' })).toBeInTheDocument();
    expect(recentCalls()).toHaveLength(1);
  });

  it('keeps the chat history mounted while the Agents tab shows, so it keeps its scroll', async () => {
    const user = userEvent.setup();
    await renderSidebar(baseRoutes());
    const history = await screen.findByRole('list', { name: 'Chat history' });

    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    await user.click(screen.getByRole('tab', { name: 'Chats' }));

    expect(screen.getByRole('list', { name: 'Chat history' })).toBe(history);
  });

  it('pins a recent agent and says "Agent pinned" (chat-spec section 8)', async () => {
    const user = userEvent.setup();
    await renderSidebar(
      baseRoutes({ [`POST ${paths.currentUser.pinnedGptSystem(policyAgent.gptSystemId)}`]: {} }),
    );
    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    const options = await screen.findByRole('button', { name: 'Options for Policy helper' });
    await chooseMenuItem(user, options, 'Pin');
    expect(await screen.findByText('Agent pinned')).toBeInTheDocument();
  });

  it('says "Failed to pin agent" when pinning fails (chat-spec section 8)', async () => {
    const user = userEvent.setup();
    await renderSidebar(baseRoutes());
    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    const options = await screen.findByRole('button', { name: 'Options for Policy helper' });
    await chooseMenuItem(user, options, 'Pin');
    expect(await screen.findByText('Failed to pin agent')).toBeInTheDocument();
  });

  it('shows the empty pinned and recent messages of chat-spec section 8', async () => {
    const user = userEvent.setup();
    await renderSidebar(
      baseRoutes({
        [`GET ${paths.currentUser.recentGptSystems()}`]: { body: { recentGpts: [] } },
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    expect(
      await screen.findByText('Your most recently used agents will appear here.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pinned' }));
    expect(await screen.findByText('Pin an agent to display it here.')).toBeInTheDocument();
  });

  it('hides Export of a conversation with a blocked agent (chat-spec section 6)', async () => {
    const user = userEvent.setup();
    const blocked = sampleListItem('c-5', 'Mine', today, {
      gptSystem: {
        gptSystemId: ownPersonalAgent.gptSystemId,
        name: ownPersonalAgent.name,
        gptSystemType: 'User',
        moderationStatus: 'None',
        ownership: { ownerIsCurrentUser: true },
      },
    });
    await renderSidebar(
      baseRoutes({
        [`GET ${paths.currentUser.details()}`]: {
          body: {
            userId: 'user-staff',
            userName: 'staff@parley.local',
            displayName: 'Staff',
            personalAgentSettings: {
              isBannedFromCreatingAgents: true,
              isBannedFromSharingAgents: false,
            },
          },
        },
        [`GET ${paths.userConversations.list()}`]: {
          body: { items: [blocked], continuationToken: null },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Options for Mine' }));
    await screen.findByRole('menuitem', { name: 'Rename' });
    expect(screen.queryByRole('menuitem', { name: 'Export' })).not.toBeInTheDocument();
  });
});
