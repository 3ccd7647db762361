import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@parley/api-contract';
import {
  sampleConversation,
  sampleExecutionDetails,
  sampleSegment,
  sampleTraceLogs,
} from '@parley/api-client/testing';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiTestServer } from '@parley/app-shell/testing';
import { TestChat } from './test-chat';

const configStateId = 'f0000000-0000-4000-8000-000000000001';
const conversationId = 'c0000000-0000-4000-8000-000000000001';
const segmentId = 's0000000-0000-4000-8000-000000000001';

const answerStream =
  `event: conversation-and-segment-id\n` +
  `data: ${JSON.stringify({ ConversationId: conversationId, ConversationSegmentId: segmentId })}\n\n` +
  `event: response-updated\ndata: ${JSON.stringify({ Text: 'Travel desk here.' })}\n\n` +
  `event: no-more-data\ndata: {}\n\n`;

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('TestChat', () => {
  it('offers each answer\'s "Execution details", read under the config state, and no feedback, prompts or archiving (chat-spec section 2: configState chat)', async () => {
    server = await startApiTestServer({
      [`POST ${paths.configStates.conversations(configStateId)}`]: { text: answerStream },
      [`GET ${paths.configStates.conversation(configStateId, conversationId)}`]: {
        body: sampleConversation(
          [sampleSegment(segmentId, null, 0, { answer: 'Travel desk here.' })],
          [segmentId],
          { conversationId },
        ),
      },
      [`GET ${paths.configStates.executionDetails(configStateId, conversationId, segmentId)}`]: {
        body: { ...sampleExecutionDetails, conversationSegmentId: segmentId },
      },
      [`GET ${paths.configStates.traceLogs(configStateId, conversationId, segmentId)}`]: {
        body: { items: sampleTraceLogs },
      },
    });
    renderWithProviders(
      <TestChat
        configStateId={configStateId}
        agent={{ capabilityTypes: [], visionFileUpload: false, guidelinesDocument: null }}
        configurationKey="first"
        beforeSend={async () => undefined}
      />,
      { baseUrl: server.baseUrl },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('Where can I fly?');
    await user.keyboard('{Enter}');

    const details = await screen.findByRole('button', { name: 'Execution details' });
    // configState chat (chat-spec section 2): no feedback, no user-prompt drawer, no archiving.
    const actions = screen.getByRole('group', { name: 'Answer actions' });
    expect(within(actions).queryByRole('button', { name: 'Good answer' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Bad answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My prompts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /archive/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await user.click(details);
    const drawer = await screen.findByRole('dialog', { name: 'Execution details' });
    expect(await within(drawer).findByText('offline-default')).toBeInTheDocument();
    expect(await within(drawer).findByText('Answer truncated')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.includes('userConversations'))).toEqual([]);
  });
});
