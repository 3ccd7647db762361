import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialChatStreamState } from '@parley/api-client';
import type { ChatStreamState } from '@parley/api-client';
import { paths } from '@parley/api-contract';
import type { Conversation } from '@parley/api-contract';
import { initialAuthState, placeholderInstanceSettings } from '@parley/auth';
import { Toaster } from '@parley/app-shell';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import type { TestState } from '@parley/app-shell/testing';
import {
  sampleAgent,
  sampleAgentDetails,
  sampleConversation,
  sampleSegment,
} from '@parley/api-client/testing';
import { conversationMessages } from '@parley/conversation-ui';
import { ConversationScreen } from './conversation-screen';

const agentId = sampleAgent().gptSystemId;
const conversationRoute = `/chat/${agentId}?conversationId=conv-1`;

function apiRoutes(conversation: Conversation | null, overrides: ApiRoutes = {}): ApiRoutes {
  return {
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
    [`GET ${paths.currentUser.availableGptSystems()}`]: { body: { items: [sampleAgent()] } },
    [`GET ${paths.gptSystems.detailsForConversation(agentId)}`]: { body: sampleAgentDetails() },
    [`GET ${paths.gptSystems.promptsForConversation(agentId)}`]: {
      body: { prompts: [{ promptId: 'p-1', title: 'Leave', text: 'How much leave do I get?' }] },
    },
    [`GET ${paths.userPrompts.list()}`]: { body: { items: [] } },
    ...(conversation
      ? {
          [`GET ${paths.userConversations.one(conversation.conversationId)}`]: {
            body: conversation,
          },
        }
      : {}),
    ...overrides,
  };
}

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The address the screen is at, as a page would show it. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

async function renderScreen(
  routes: ApiRoutes,
  route = conversationRoute,
  preloadedState: Partial<TestState> = {},
) {
  server = await startApiTestServer(routes);
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path="/chat" element={<ConversationScreen />} />
        <Route path="/chat/:entryGptSystemId" element={<ConversationScreen />} />
      </Routes>
      <CurrentAddress />
      <Toaster />
    </>,
    { baseUrl: server.baseUrl, route, preloadedState },
  );
  return { ...rendered, server };
}

function withDisplaySettings(
  showChatExecutionDetailsDrawer: boolean,
  useLatestChatSegmentForExecutionDetailsDrawer = true,
): Partial<TestState> {
  return {
    auth: {
      ...initialAuthState,
      displaySettings: {
        showChatExecutionDetailsDrawer,
        useLatestChatSegmentForExecutionDetailsDrawer,
      },
    },
  };
}

const twoTurns = sampleConversation(
  [sampleSegment('s-1', null, 0), sampleSegment('s-2', 's-1', 1)],
  ['s-1', 's-2'],
);

// Several real HTTP round trips per test: give a loaded 2-core machine room.
describe('ConversationScreen', () => {
  it('refetches the conversation on mount when its data is older than 1 s (chat-spec section 9)', async () => {
    // Only the clock is fake: "older than 1 s" is measured against it, the network stays real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      server = await startApiTestServer(apiRoutes(twoTurns));
      function Remountable() {
        const [shown, setShown] = useState(true);
        return (
          <>
            <button type="button" onClick={() => setShown((value) => !value)}>
              Toggle
            </button>
            {shown ? (
              <Routes>
                <Route path="/chat/:entryGptSystemId" element={<ConversationScreen />} />
              </Routes>
            ) : null}
          </>
        );
      }
      renderWithProviders(<Remountable />, { baseUrl: server.baseUrl, route: conversationRoute });
      const conversationCalls = () =>
        server?.calls.filter((call) => call === `GET ${paths.userConversations.one('conv-1')}`)
          .length;
      expect(await screen.findByText('Question s-2')).toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Toggle' });

      vi.setSystemTime(Date.now() + 900);
      await userEvent.click(toggle);
      await userEvent.click(toggle);
      expect(await screen.findByText('Question s-2')).toBeInTheDocument();
      expect(conversationCalls()).toBe(1);

      vi.setSystemTime(Date.now() + 1_100);
      await userEvent.click(toggle);
      await userEvent.click(toggle);
      await waitFor(() => expect(conversationCalls()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('shows the questions and answers of the selected path, titled "{title} | {app name}"', async () => {
    await renderScreen(apiRoutes(twoTurns));
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText('Question s-2')).toBeInTheDocument();
    expect(within(messages).getByText('Answer s-1.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`Leave questions | ${placeholderInstanceSettings.name}`),
    );
  });

  it('opens /chat with the first available agent, its introduction and its prompts', async () => {
    await renderScreen(apiRoutes(null), '/chat');
    expect(await screen.findByRole('heading', { name: 'Policy helper' })).toBeInTheDocument();
    expect(screen.getByText('I answer questions about company policy.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it("opens a new chat, not the agent editor's test conversation, when it arrives with the test chat's answer still in the stream", async () => {
    const testChatAnswer: ChatStreamState = {
      ...initialChatStreamState,
      streamingStatus: 'Complete',
      requestStatus: 'Fulfilled',
      streamKind: 'configState',
      currentConversationId: 'test-chat-conversation',
      streamConversationSegment: {
        conversationSegmentId: 'test-chat-segment',
        question: 'Where should we meet in May?',
        answer: 'In Lisbon.',
        visionImageIds: [],
        attachmentIds: [],
        answeredWithGptSystem: null,
        citations: [],
        generatedImages: [],
        isActive: false,
        failed: false,
      },
    };
    await renderScreen(apiRoutes(null), `/chat/${agentId}`, { chatStream: testChatAnswer });
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByText('Where should we meet in May?')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/chat/${agentId}`);
    expect(screen.getByRole('status', { name: 'Address' })).not.toHaveTextContent('conversationId');
  });

  it('says an agent the server answers 404 for (a chat access policy hides it) is not available to the user', async () => {
    await renderScreen(
      apiRoutes(null, {
        [`GET ${paths.gptSystems.detailsForConversation(agentId)}`]: {
          status: 404,
          body: { message: `No agent has the id "${agentId}".` },
        },
      }),
      `/chat/${agentId}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      conversationMessages.agentUnavailable,
    );
  });

  it('says an agent that failed to load for another reason could not be loaded', async () => {
    await renderScreen(
      apiRoutes(null, {
        [`GET ${paths.gptSystems.detailsForConversation(agentId)}`]: { status: 500, text: 'down' },
      }),
      `/chat/${agentId}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(conversationMessages.agentFailed);
  });

  it("asks an agent's prompt as the first question, shown at once", async () => {
    const { server: api } = await renderScreen(apiRoutes(null), `/chat/${agentId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('How much leave do I get?')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContain(`POST ${paths.userConversations.byGptSystemId(agentId)}`),
    );
  });

  it('keeps the prompts disabled until the guidelines that require consent are accepted', async () => {
    const guarded = sampleAgentDetails({
      guidelinesDocument: { guidelinesDocumentId: 'g-1', requireConsent: true },
    });
    await renderScreen(
      apiRoutes(null, {
        [`GET ${paths.gptSystems.detailsForConversation(agentId)}`]: { body: guarded },
        [`GET ${paths.currentUser.guidelinesConsents()}`]: { body: { items: [] } },
      }),
      `/chat/${agentId}`,
    );
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeDisabled();
  });

  it('enables the prompts once the guidelines consent is recorded (chat-spec section 5)', async () => {
    const guarded = sampleAgentDetails({
      guidelinesDocument: { guidelinesDocumentId: 'g-1', requireConsent: true },
    });
    await renderScreen(
      apiRoutes(null, {
        [`GET ${paths.gptSystems.detailsForConversation(agentId)}`]: { body: guarded },
        [`GET ${paths.currentUser.guidelinesConsents()}`]: { body: { items: [] } },
        [`GET ${paths.guidelinesDocuments.public('g-1')}`]: {
          body: {
            guidelinesDocumentId: 'g-1',
            title: 'Acceptable use',
            requireConsent: true,
            version: 1,
            sections: [{ sectionId: 'sec-1', title: 'Sharing', content: 'Share with care.' }],
          },
        },
        [`POST ${paths.guidelinesDocuments.consent('g-1')}`]: {
          body: {
            guidelinesDocumentId: 'g-1',
            version: 1,
            consentedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      }),
      `/chat/${agentId}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read the guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acceptable use' });
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave' })).toBeEnabled());
  });

  it(`says "${conversationMessages.noAgents}" when the user has no agent (chat-spec section 5)`, async () => {
    await renderScreen(
      apiRoutes(null, {
        [`GET ${paths.currentUser.availableGptSystems()}`]: { body: { items: [] } },
      }),
      '/chat',
    );
    expect(await screen.findByText(conversationMessages.noAgents)).toBeInTheDocument();
  });

  it('marks a stored answer the user stopped with a "Stopped" badge', async () => {
    const stopped = sampleConversation(
      [sampleSegment('s-1', null, 0, { answer: 'Half an ans', status: 'Stopped' })],
      ['s-1'],
    );
    await renderScreen(apiRoutes(stopped));
    expect(await screen.findByText('Half an ans')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
  });

  it('marks failed and interrupted answers in clear words', async () => {
    const broken = sampleConversation(
      [
        sampleSegment('s-1', null, 0, { status: 'Failed' }),
        sampleSegment('s-2', 's-1', 1, { status: 'Interrupted' }),
      ],
      ['s-1', 's-2'],
    );
    await renderScreen(apiRoutes(broken));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Interrupted')).toBeInTheDocument();
  });

  it('shows "2 / 2" between the branch arrows and posts the leaf of the chosen branch as selectedLeafSegmentId', async () => {
    const branched = sampleConversation(
      [
        sampleSegment('s-1', null, 0),
        sampleSegment('s-2', 's-1', 1),
        sampleSegment('s-2b', 's-1', 2),
        sampleSegment('s-3b', 's-2b', 3),
      ],
      ['s-1', 's-2b', 's-3b'],
    );
    // The server keeps the chosen path: the refetch after the PUT answers it.
    const chosen = sampleConversation(branched.segments, ['s-1', 's-2']);
    let leafChosen = false;
    const { server: api } = await renderScreen(
      apiRoutes(branched, {
        [`GET ${paths.userConversations.one('conv-1')}`]: () => ({
          body: leafChosen ? chosen : branched,
        }),
        [`PUT ${paths.userConversations.updateSelectedLeafSegmentId('conv-1')}`]: () => {
          leafChosen = true;
          return { status: 204 };
        },
      }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous branch' }));
    expect(await screen.findByText('Question s-2')).toBeInTheDocument();
    expect(screen.queryByText('Question s-3b')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContain(
        `PUT ${paths.userConversations.updateSelectedLeafSegmentId('conv-1')}`,
      ),
    );
  });

  it('edits an earlier question into a new branch: the view keeps the path up to its parent and streams the new question', async () => {
    const { server: api } = await renderScreen(apiRoutes(twoTurns));
    const user = userEvent.setup();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    await within(messages).findByText('Question s-2');
    const [, secondEdit] = within(messages).getAllByRole('button', { name: 'Edit' });
    await user.click(secondEdit as HTMLElement);
    const field = screen.getByRole('textbox', { name: 'Edit question' });
    await user.clear(field);
    await user.type(field, 'A better question');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(messages).findByText('A better question')).toBeInTheDocument();
    expect(within(messages).queryByText('Question s-2')).not.toBeInTheDocument();
    expect(within(messages).getByText('Question s-1')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContain(`POST ${paths.userConversations.segments('conv-1')}`),
    );
  });

  it('gives feedback with thumbs up and removes it by pressing it again', async () => {
    const rated = sampleConversation(
      [sampleSegment('s-1', null, 0, { feedback: { rating: 'Positive', comment: null } })],
      ['s-1'],
    );
    const feedbackPath = paths.userConversations.feedback('conv-1', 's-1');
    const { server: api } = await renderScreen(
      apiRoutes(rated, {
        [`POST ${feedbackPath}`]: { status: 204 },
        [`DELETE ${feedbackPath}`]: { status: 204 },
      }),
    );
    const user = userEvent.setup();
    const good = await screen.findByRole('button', { name: 'Good answer' });
    expect(good).toHaveAttribute('aria-pressed', 'true');
    await user.click(good);
    await waitFor(() => expect(api.calls).toContain(`DELETE ${feedbackPath}`));
    await user.click(screen.getByRole('button', { name: 'Bad answer' }));
    await waitFor(() => expect(api.calls).toContain(`POST ${feedbackPath}`));
  });

  it('copies the answer\'s markdown and says "Copied to clipboard"', async () => {
    const markdown = sampleConversation(
      [sampleSegment('s-1', null, 0, { answer: '**Bold** answer' })],
      ['s-1'],
    );
    await renderScreen(apiRoutes(markdown));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('**Bold** answer');
  });

  it('offers no "Execution details" while showChatExecutionDetailsDrawer is off (its default)', async () => {
    await renderScreen(apiRoutes(twoTurns));
    await screen.findByText('Question s-2');
    expect(screen.queryByRole('button', { name: 'Execution details' })).not.toBeInTheDocument();
  });

  it('opens the execution details drawer on the latest answer when both display settings are on', async () => {
    const details = (id: string) => ({
      conversationSegmentId: id,
      engine: 'offline',
      model: null,
      deploymentName: `deployment-${id}`,
      status: 'Completed',
      inputTokens: 5,
      outputTokens: 7,
      startedAt: '2026-11-20T10:00:00.000Z',
      completedAt: '2026-11-20T10:00:01.000Z',
    });
    const routes = apiRoutes(twoTurns, {
      [`GET ${paths.userConversations.executionDetails('conv-1', 's-1')}`]: {
        body: details('s-1'),
      },
      [`GET ${paths.userConversations.executionDetails('conv-1', 's-2')}`]: {
        body: details('s-2'),
      },
      [`GET ${paths.userConversations.traceLogs('conv-1', 's-1')}`]: { body: { items: [] } },
      [`GET ${paths.userConversations.traceLogs('conv-1', 's-2')}`]: {
        body: {
          items: [
            {
              timestamp: '2026-11-20T10:00:00.500Z',
              level: 'Information',
              message: 'Model called',
            },
          ],
        },
      },
    });
    await renderScreen(routes, conversationRoute, withDisplaySettings(true, true));
    const user = userEvent.setup();
    await screen.findByText('Question s-2');
    const [firstDetails] = screen.getAllByRole('button', { name: 'Execution details' });
    await user.click(firstDetails as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Execution details' });
    expect(await within(drawer).findByText('deployment-s-2')).toBeInTheDocument();
    expect(await within(drawer).findByText('Model called')).toBeInTheDocument();
  });

  it('keeps the drawer on the answer it was opened from when useLatestChatSegmentForExecutionDetailsDrawer is off', async () => {
    const routes = apiRoutes(twoTurns, {
      [`GET ${paths.userConversations.executionDetails('conv-1', 's-1')}`]: {
        body: {
          conversationSegmentId: 's-1',
          engine: 'offline',
          model: null,
          deploymentName: 'deployment-s-1',
          status: 'Completed',
          inputTokens: null,
          outputTokens: null,
          startedAt: '2026-11-20T10:00:00.000Z',
          completedAt: null,
        },
      },
      [`GET ${paths.userConversations.traceLogs('conv-1', 's-1')}`]: { body: { items: [] } },
    });
    await renderScreen(routes, conversationRoute, withDisplaySettings(true, false));
    const user = userEvent.setup();
    await screen.findByText('Question s-2');
    const [firstDetails] = screen.getAllByRole('button', { name: 'Execution details' });
    await user.click(firstDetails as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Execution details' });
    expect(await within(drawer).findByText('deployment-s-1')).toBeInTheDocument();
  });

  it('shows "Banned Agent" and disables the composer with the reason (chat-spec section 6)', async () => {
    const banned = sampleConversation([sampleSegment('s-1', null, 0)], ['s-1'], {
      moderationStatus: 'Banned',
      gptSystem: { ...twoTurns.gptSystem, moderationStatus: 'Banned' },
    });
    await renderScreen(apiRoutes(banned));
    expect(await screen.findAllByText('Banned Agent')).not.toHaveLength(0);
    expect(screen.getAllByText(conversationMessages.bannedAgent)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows "Blocked Agent" for the own personal agent of a user banned from creating agents', async () => {
    const own = {
      gptSystemId: agentId,
      name: 'Mine',
      gptSystemType: 'User' as const,
      moderationStatus: 'None' as const,
      ownership: { ownerIsCurrentUser: true },
    };
    const blocked = sampleConversation([sampleSegment('s-1', null, 0)], ['s-1'], {
      gptSystem: own,
    });
    await renderScreen(
      apiRoutes(blocked, {
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
      }),
    );
    expect(await screen.findAllByText('Blocked Agent')).not.toHaveLength(0);
    expect(screen.getAllByText(conversationMessages.blockedAgent)).not.toHaveLength(0);
  });

  it('shows the streamed question at once and the answer as it grows, with the step status', async () => {
    const stream: ChatStreamState = {
      ...initialChatStreamState,
      streamingStatus: 'Streaming',
      requestStatus: 'Pending',
      currentConversationId: 'conv-1',
      statusText: 'Searching documents...',
      codeInterpreterResponse: 'print(42)\n42',
      codeInterpreterUpdating: true,
      streamConversationSegment: {
        conversationSegmentId: 's-new',
        question: 'What is new?',
        answer: 'So far',
        visionImageIds: [],
        attachmentIds: [],
        answeredWithGptSystem: null,
        citations: [{ title: 'Leave policy', path: 'library/leave.md' }],
        generatedImages: [
          { uri: '/api/internal/generatedImages/c/s/k/chart.png', title: 'A chart' },
        ],
        isActive: true,
        failed: false,
      },
    };
    await renderScreen(apiRoutes(twoTurns), conversationRoute, { chatStream: stream });
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText('What is new?')).toBeInTheDocument();
    expect(within(messages).getByText('So far')).toBeInTheDocument();
    expect(within(messages).getByText('Searching documents...')).toBeInTheDocument();
    // The panel's code loads with the first answer that has code-interpreter output.
    expect(
      await within(messages).findByRole('region', { name: 'Code interpreter output' }),
    ).toHaveTextContent('42');
    expect(within(messages).getByRole('img', { name: 'A chart' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(messages).getByText('Leave policy')).toBeInTheDocument();
  });

  it('keeps a stopped partial answer, marked "Stopped", until the stored one replaces it', async () => {
    const stream: ChatStreamState = {
      ...initialChatStreamState,
      streamingStatus: 'Complete',
      streamAborted: true,
      currentConversationId: 'conv-1',
      streamConversationSegment: {
        conversationSegmentId: 's-new',
        question: 'Tell me everything',
        answer: 'Partial',
        visionImageIds: [],
        attachmentIds: [],
        answeredWithGptSystem: null,
        citations: [],
        generatedImages: [],
        isActive: false,
        failed: false,
      },
    };
    await renderScreen(apiRoutes(twoTurns), conversationRoute, { chatStream: stream });
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText('Partial')).toBeInTheDocument();
    expect(within(messages).getByText('Stopped')).toBeInTheDocument();
  });
});
