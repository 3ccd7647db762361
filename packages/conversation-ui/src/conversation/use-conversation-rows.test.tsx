import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@parley/api-client';
import type { Conversation } from '@parley/api-contract';
import { sampleConversation, sampleSegment } from '@parley/api-client/testing';
import { useConversationRows } from './use-conversation-rows';
import type { StreamPosition } from './use-conversation-rows';

const conversation = sampleConversation(
  [sampleSegment('a', null, 0), sampleSegment('b', 'a', 1)],
  ['a', 'b'],
);
const noStream: StreamPosition = {
  hasStream: false,
  currentConversationId: 'conv-1',
  streamSegmentId: null,
};
const streamingNew: StreamPosition = {
  hasStream: true,
  currentConversationId: 'conv-1',
  streamSegmentId: 'new',
};

function renderRows(stream: StreamPosition, shown: Conversation | undefined = conversation) {
  // Nothing listens on port 9: what the edit sends is refused at once; the rows are the subject.
  const store = makeStore({ reducers: {}, extra: { baseUrl: 'http://127.0.0.1:9' } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    (props) => useConversationRows(props.shown, 'conv-1', props.stream, 'private'),
    { initialProps: { shown, stream }, wrapper },
  );
}

describe('useConversationRows', () => {
  it('shows the selected path, one row per segment, when nothing streams', () => {
    const { result } = renderRows(noStream);
    expect(result.current.path.map((s) => s.conversationSegmentId)).toEqual(['a', 'b']);
    expect(result.current.rowCount).toBe(2);
    expect(result.current.isLive(1)).toBe(false);
  });

  it('adds a live row for a streamed question the conversation does not hold yet', () => {
    const { result } = renderRows(streamingNew);
    expect(result.current.rowCount).toBe(3);
    expect(result.current.isLive(2)).toBe(true);
    expect(result.current.rowKey(2)).toBe('new');
  });

  it('keeps the streamed row on its stored copy, live and with the same key, after a refetch', () => {
    const refetched = sampleConversation(
      [...conversation.segments, sampleSegment('new', 'b', 2, { status: 'Streaming' })],
      ['a', 'b', 'new'],
    );
    const { result } = renderRows(streamingNew, refetched);
    expect(result.current.rowCount).toBe(3);
    expect(result.current.isLive(2)).toBe(true);
    expect(result.current.rowKey(2)).toBe('new');
  });

  it('leaves out a stream that answers another conversation', () => {
    const { result } = renderRows({ ...streamingNew, currentConversationId: 'conv-2' });
    expect(result.current.streamBelongsHere).toBe(false);
    expect(result.current.rowCount).toBe(2);
  });

  it("shows an edited question's new branch from its parent until the stream ends", () => {
    const { result, rerender } = renderRows(streamingNew);
    act(() => result.current.editQuestion(sampleSegment('b', 'a', 1), 'Question b, edited'));
    expect(result.current.path.map((s) => s.conversationSegmentId)).toEqual(['a']);

    rerender({ shown: conversation, stream: noStream });
    expect(result.current.path.map((s) => s.conversationSegmentId)).toEqual(['a', 'b']);
  });
});
