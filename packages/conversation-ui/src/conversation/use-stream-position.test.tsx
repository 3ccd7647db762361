import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import {
  conversationAndSegmentIdReceived,
  makeStore,
  noMoreDataReceived,
  questionStarted,
  responseUpdated,
} from '@parley/api-client';
import { useStreamPosition } from './use-stream-position';

function renderPosition() {
  const store = makeStore({ reducers: {} });
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(
    () => {
      renders += 1;
      return useStreamPosition();
    },
    { wrapper },
  );
  return { store, result, renders: () => renders };
}

/** A question asked, and the server's first event naming its conversation and segment. */
function startStream(store: ReturnType<typeof makeStore>) {
  store.dispatch(questionStarted({ kind: 'private', question: 'Hi' }));
  store.dispatch(
    conversationAndSegmentIdReceived({ ConversationId: 'conv-1', ConversationSegmentId: 's-1' }),
  );
}

describe('useStreamPosition', () => {
  it('follows a stream from its question to its end', () => {
    const { store, result } = renderPosition();
    expect(result.current).toEqual({
      hasStream: false,
      currentConversationId: null,
      streamSegmentId: null,
      isStreaming: false,
    });

    act(() => startStream(store));
    expect(result.current).toEqual({
      hasStream: true,
      currentConversationId: 'conv-1',
      streamSegmentId: 's-1',
      isStreaming: true,
    });

    act(() => {
      store.dispatch(noMoreDataReceived());
    });
    expect(result.current.isStreaming).toBe(false);
    expect(result.current.currentConversationId).toBe('conv-1');
  });

  it("re-renders no screen for the answer's tokens", async () => {
    const { store, renders } = renderPosition();
    act(() => startStream(store));
    const before = renders();
    await act(async () => {
      for (const token of ['One', ' two', ' three']) {
        store.dispatch(responseUpdated({ Text: token }));
      }
      // The store notifies token actions in a batch, a frame later: let it.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(renders()).toBe(before);
  });
});
