// @vitest-environment jsdom
import { streamEventNames } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../testing/sse-fixtures';
import type { FixtureName } from '../testing/sse-fixtures';
import {
  chatStreamSlice,
  conversationSelected,
  initialChatStreamState,
  questionStarted,
  streamAborted,
} from './chat-stream-slice';
import type { ChatStreamState, StreamKind } from './chat-stream-slice';
import { streamEventAction } from './stream-event-action';

const reduce = chatStreamSlice.reducer;

async function replay(
  name: FixtureName,
  kind: StreamKind = 'private',
  before: (state: ChatStreamState) => ChatStreamState = (state) => state,
): Promise<ChatStreamState> {
  const started = reduce(
    initialChatStreamState,
    questionStarted({ kind, question: 'How long is parental leave?' }),
  );
  const events = await recordedEvents(name);
  return events.map(streamEventAction).reduce(reduce, before(started));
}

describe('chat-stream reducer driven by recorded streams (chat-spec section 4)', () => {
  it('covers every stream event of the contract across the fixtures', async () => {
    const names = new Set<string>();
    for (const fixture of [
      'answer-completed',
      'answer-failed',
      'answer-stopped',
      'config-state-errors',
    ] as const) {
      for (const event of await recordedEvents(fixture)) names.add(event.event);
    }
    expect([...names].sort()).toEqual([...streamEventNames].sort());
  });

  it('builds a completed answer: ids, agent, text, image, citations, code output, tokens', async () => {
    const state = await replay('answer-completed');
    expect(state.currentConversationId).toBe('c0a8e0f2-1111-4c1a-9a57-0d2a6f0c0001');
    expect(state.currentConversationSegmentId).toBe('5e9f4b1c-2222-4f0e-8a44-0d2a6f0c0002');
    expect(state.streamConversationSegment).toMatchObject({
      conversationSegmentId: '5e9f4b1c-2222-4f0e-8a44-0d2a6f0c0002',
      answer: 'Parental leave is 16 weeks at full pay [1].',
      answeredWithGptSystem: {
        gptSystemId: '9b2c7d3e-3333-4a6b-b1c2-0d2a6f0c0003',
        name: 'HR Assistant',
        gptSystemType: 'System',
        isPublic: false,
      },
      citations: [{ title: 'Leave policy', path: 'policies/leave.md' }],
      generatedImages: [
        {
          uri: '/api/internal/generatedImages/c0a8e0f2-1111-4c1a-9a57-0d2a6f0c0001/5e9f4b1c-2222-4f0e-8a44-0d2a6f0c0002/k1/chart.png',
          title: 'Leave by year',
        },
      ],
    });
    expect(state.streamCursorPosition).toBe('Parental leave is 16 weeks at full pay [1].'.length);
    expect(state.statusText).toBe('Searching the file library...');
    expect(state.codeInterpreterResponse).toBe('weeks = 16\nprint(weeks)\n');
    expect(state.sessionTokens).toEqual({ 'x-cosmos-session-token': '0:1#42' });
  });

  it('ends the active conversation and clears the code-interpreter flags on no-more-data', async () => {
    const state = await replay('answer-completed');
    expect(state.streamingStatus).toBe('Complete');
    expect(state.userConversationIsActive).toBe(false);
    expect(state.codeInterpreterUpdating).toBe(false);
    expect(state.codeInterpreterStatus).toBe('Idle');
  });

  it('appends error and internal-server-error messages to the answer text', async () => {
    const state = await replay('answer-failed');
    expect(state.streamConversationSegment?.answer).toBe(
      'Let me check. The model deployment did not answer in time. Please try again.',
    );
    expect(state.streamConversationSegment?.answeredWithGptSystem?.name).toBeNull();
  });

  it('keeps the partial answer of a stopped stream and marks it aborted', async () => {
    const state = reduce(await replay('answer-stopped'), streamAborted());
    expect(state.streamAborted).toBe(true);
    expect(state.streamingStatus).toBe('Complete');
    expect(state.userConversationIsActive).toBe(false);
    expect(state.streamConversationSegment?.answer).toBe(
      'Here is a long answer that the user stops before',
    );
  });

  it('ignores streamed text once the user moved to another conversation', async () => {
    const state = await replay('answer-stopped', 'private', (started) =>
      reduce(started, conversationSelected({ conversationId: 'other' })),
    );
    expect(state.currentConversationId).toBe('other');
    expect(state.streamConversationSegment).toBeNull();
  });

  it('records long-running task steps, stores response-model errors and completes a config-state stream', async () => {
    const state = await replay('config-state-errors', 'configState');
    expect(state.configStateSteps).toEqual([
      'Validating the configuration',
      'Indexing 3 documents',
    ]);
    expect(state.configStateErrors).toEqual([
      'maxTokens: must be at most 4096',
      'deploymentName: unknown deployment',
    ]);
    expect(state.streamingStatus).toBe('Complete');
  });
});
