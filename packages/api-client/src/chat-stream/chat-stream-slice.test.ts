import { describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import {
  chatStreamSlice,
  codeInterpreterUpdated,
  configStateSelected,
  conversationAndSegmentIdReceived,
  conversationCleared,
  conversationSelected,
  fileRemoved,
  fileUploaded,
  gptSystemSelected,
  initialChatStreamState,
  noMoreDataReceived,
  promptImageRemoved,
  promptImageUploaded,
  questionStarted,
  responseModelReceived,
  responseUpdated,
  streamErrorReceived,
  sessionTokensReceived,
  streamFinished,
  streamRequestFulfilled,
  streamRequestRejected,
  thumbnailLoaded,
} from './chat-stream-slice';
import type { ChatStreamState } from './chat-stream-slice';

const reduce = chatStreamSlice.reducer;
const { selectIsStreaming } = chatStreamSlice.selectors;

const image = {
  visionImageId: 'img-1',
  blobFileName: 'cat.png',
  thumbnailBlobFileName: 'cat-thumb.png',
  mimeType: 'image/png',
};
const file = {
  attachmentId: 'att-1',
  originalFileName: 'notes.pdf',
  attachmentType: 'FileSearch' as const,
};

function asking(state: ChatStreamState = initialChatStreamState): ChatStreamState {
  return reduce(state, questionStarted({ kind: 'private', question: 'Hello?' }));
}

describe('chat-stream slice (chat-spec sections 3 and 4)', () => {
  it('starts idle: no stream, no request', () => {
    expect(initialChatStreamState).toMatchObject({
      streamingStatus: 'Idle',
      requestStatus: 'Idle',
      streamConversationSegment: null,
    });
  });

  it('creates an empty pending segment, marked active, when a question starts', () => {
    const state = asking();
    expect(state.streamingStatus).toBe('Streaming');
    expect(state.requestStatus).toBe('Pending');
    expect(state.userConversationIsActive).toBe(true);
    expect(state.streamConversationSegment).toMatchObject({
      question: 'Hello?',
      answer: '',
      isActive: true,
    });
    expect(selectIsStreaming({ chatStream: state })).toBe(true);
  });

  it('appends an error event to the answer and marks the streamed answer failed (chat-spec section 4)', () => {
    const answered = reduce(asking(), responseUpdated({ Text: 'Part of it' }));
    expect(answered.streamConversationSegment?.failed).toBe(false);
    const failed = reduce(answered, streamErrorReceived({ Message: '\n\nThe model failed.' }));
    expect(failed.streamConversationSegment).toMatchObject({
      answer: 'Part of it\n\nThe model failed.',
      failed: true,
    });
  });

  it('records the session identifier of a started conversation as the latest session', () => {
    const state = reduce(
      initialChatStreamState,
      questionStarted({ kind: 'private', question: 'Hi', sessionIdentifier: 'session-7' }),
    );
    expect(state.latestSession).toBe('session-7');
  });

  it('clears the active flags of the conversation and the segment when the stream request is fulfilled', () => {
    const state = reduce(asking(), streamRequestFulfilled());
    expect(state.requestStatus).toBe('Fulfilled');
    expect(state.userConversationIsActive).toBe(false);
    expect(state.streamConversationSegment?.isActive).toBe(false);
  });

  it('completes and rejects when the stream request fails', () => {
    const state = reduce(asking(), streamRequestRejected());
    expect(state.requestStatus).toBe('Rejected');
    expect(state.streamingStatus).toBe('Complete');
    expect(state.userConversationIsActive).toBe(false);
  });

  it('discards the streamed segment when the stream finishes', () => {
    const state = reduce(reduce(asking(), responseUpdated({ Text: 'Hi' })), streamFinished());
    expect(state.streamConversationSegment).toBeNull();
    expect(state.streamingStatus).toBe('Complete');
  });

  it('clears code-interpreter output when new conversation and segment ids arrive', () => {
    const withOutput = reduce(asking(), codeInterpreterUpdated({ Text: 'print(1)' }));
    expect(withOutput.codeInterpreterUpdating).toBe(true);
    const state = reduce(
      withOutput,
      conversationAndSegmentIdReceived({ ConversationId: 'c1', ConversationSegmentId: 's1' }),
    );
    expect(state.codeInterpreterResponse).toBe('');
    expect(state.currentConversationId).toBe('c1');
  });

  it('ends code-interpreter updating on response-model', () => {
    const running = reduce(asking(), codeInterpreterUpdated({ Text: 'x = 1' }));
    const state = reduce(
      running,
      responseModelReceived({ ConversationSegmentId: 's1', Citations: [] }),
    );
    expect(state.codeInterpreterUpdating).toBe(false);
    expect(state.codeInterpreterStatus).toBe('Completed');
    expect(state.currentConversationSegmentId).toBe('s1');
  });

  it('stores the errors of a config-state response-model and completes at once (chat-spec section 4)', () => {
    const started = reduce(
      initialChatStreamState,
      questionStarted({ kind: 'configState', question: 'Validate' }),
    );
    const state = reduce(
      started,
      responseModelReceived({
        ConversationSegmentId: 's1',
        Citations: [],
        Errors: ['topP: too high'],
      }),
    );
    expect(state.configStateErrors).toEqual(['topP: too high']);
    expect(state.streamingStatus).toBe('Complete');
  });

  it('keeps a private stream streaming after a response-model, whatever it carries', () => {
    const state = reduce(
      asking(),
      responseModelReceived({ ConversationSegmentId: 's1', Citations: [], Errors: ['ignored'] }),
    );
    expect(state.configStateErrors).toEqual([]);
    expect(state.streamingStatus).toBe('Streaming');
  });

  it('resets the stream and code interpreter and sets conversationChanged when another conversation is selected', () => {
    const running = reduce(asking(), codeInterpreterUpdated({ Text: 'x' }));
    const state = reduce(
      running,
      conversationSelected({ conversationId: 'c2', gptSystemId: 'g2' }),
    );
    expect(state).toMatchObject({
      conversationChanged: true,
      currentConversationId: 'c2',
      currentGptSystemId: 'g2',
      streamingStatus: 'Idle',
      streamConversationSegment: null,
      codeInterpreterResponse: '',
      codeInterpreterUpdating: false,
    });
  });

  it('ignores appended text once the conversation changed', () => {
    const changed = reduce(asking(), conversationSelected({ conversationId: 'c2' }));
    const state = reduce(changed, responseUpdated({ Text: 'late' }));
    expect(state.streamConversationSegment).toBeNull();
    expect(state.streamCursorPosition).toBe(0);
  });

  it('ignores the end of a stream that belongs to a conversation the user left', () => {
    const changed = reduce(asking(), conversationSelected({ conversationId: 'c2' }));
    expect(reduce(changed, noMoreDataReceived()).streamingStatus).toBe('Idle');
  });

  it('clears conversationChanged when a conversation starts', () => {
    const changed = reduce(initialChatStreamState, conversationCleared());
    expect(changed.conversationChanged).toBe(true);
    expect(asking(changed).conversationChanged).toBe(false);
  });

  it('discards the streamed segment and resets the stream when the conversation is cleared', () => {
    const running = reduce(asking(), codeInterpreterUpdated({ Text: 'x' }));
    expect(reduce(running, conversationCleared())).toMatchObject({
      streamConversationSegment: null,
      streamingStatus: 'Idle',
      codeInterpreterResponse: '',
      conversationChanged: true,
    });
  });

  it('empties uploaded images and files when the conversation is cleared', () => {
    let state = reduce(initialChatStreamState, promptImageUploaded(image));
    state = reduce(
      state,
      thumbnailLoaded({ visionImageId: 'img-1', dataUrl: 'data:image/png;base64,AB' }),
    );
    state = reduce(state, fileUploaded(file));
    state = reduce(state, conversationCleared());
    expect(state.uploadedImages).toEqual({ prompt: [], thumbnails: {} });
    expect(state.uploadedFiles).toEqual([]);
    expect(state.currentConversationId).toBeNull();
  });

  it('keeps uploaded prompt images and thumbnails, and removes one on request', () => {
    let state = reduce(initialChatStreamState, promptImageUploaded(image));
    state = reduce(state, thumbnailLoaded({ visionImageId: 'img-1', dataUrl: 'data:thumb' }));
    expect(state.uploadedImages).toEqual({
      prompt: [image],
      thumbnails: { 'img-1': 'data:thumb' },
    });
    expect(reduce(state, promptImageRemoved('img-1')).uploadedImages.prompt).toEqual([]);
  });

  it('keeps uploaded files until they are removed or sent with a question', () => {
    const withFile = reduce(initialChatStreamState, fileUploaded(file));
    expect(withFile.uploadedFiles).toEqual([file]);
    expect(reduce(withFile, fileRemoved('att-1')).uploadedFiles).toEqual([]);
    expect(asking(withFile).uploadedFiles).toEqual([]);
  });

  it('merges received session tokens into the session-token map', () => {
    let state = reduce(initialChatStreamState, sessionTokensReceived({ 'x-cosmos-a': '1' }));
    state = reduce(state, sessionTokensReceived({ 'x-cosmos-b': '2', 'x-cosmos-a': '3' }));
    expect(state.sessionTokens).toEqual({ 'x-cosmos-a': '3', 'x-cosmos-b': '2' });
  });

  it('keeps the current agent and config state it is told', () => {
    let state = reduce(initialChatStreamState, gptSystemSelected('g1'));
    state = reduce(state, configStateSelected('cs1'));
    expect(state).toMatchObject({
      currentGptSystemId: 'g1',
      currentConfigStateId: 'cs1',
    });
  });
});

describe('token-by-token actions in the store', () => {
  it('notify subscribers once for a burst of answer tokens (auto-batched), with every token applied', async () => {
    const store = makeStore({ reducers: {} });
    store.dispatch(questionStarted({ kind: 'private', question: 'Hi?', conversationId: 'c-1' }));
    let notifications = 0;
    const unsubscribe = store.subscribe(() => {
      notifications += 1;
    });

    for (const Text of ['One ', 'two ', 'three']) store.dispatch(responseUpdated({ Text }));
    store.dispatch(codeInterpreterUpdated({ Text: 'print(1)' }));
    expect(notifications).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 100));
    unsubscribe();
    expect(notifications).toBe(1);
    expect(store.getState().chatStream.streamConversationSegment?.answer).toBe('One two three');
    expect(store.getState().chatStream.codeInterpreterResponse).toBe('print(1)');
  });
});
