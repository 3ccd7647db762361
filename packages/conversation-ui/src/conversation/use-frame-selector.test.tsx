import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, questionStarted, responseUpdated } from '@parley/api-client';
import type { ChatStreamState } from '@parley/api-client';
import { useFrameSelector } from './use-frame-selector';

const selectAnswer = (state: unknown) =>
  (state as { chatStream: ChatStreamState }).chatStream.streamConversationSegment?.answer ?? '';

/** Counts renders from outside React, as a profiler would. */
const renderLog: string[] = [];
function Answer() {
  renderLog.push('render');
  return <output aria-label="Answer">{useFrameSelector(selectAnswer)}</output>;
}

function renderAnswer() {
  const store = makeStore({ reducers: {} });
  store.dispatch(questionStarted({ kind: 'private', question: 'Hi' }));
  const { unmount } = render(
    <Provider store={store}>
      <Answer />
    </Provider>,
  );
  return { store, unmount };
}

beforeEach(() => {
  renderLog.length = 0;
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFrameSelector (stream updates reach React at most once per animation frame)', () => {
  it('renders many stream tokens of one frame once, within two frames', () => {
    const { store } = renderAnswer();
    const rendersBefore = renderLog.length;
    act(() => {
      for (const token of ['One', ' two', ' three'])
        store.dispatch(responseUpdated({ Text: token }));
    });
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('');
    expect(renderLog.length).toBe(rendersBefore);
    // Frame 1: the store's auto-batch notifies its subscribers (api-client batches token
    // actions); frame 2: this hook hands the answer to React.
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('One two three');
    expect(renderLog.length).toBe(rendersBefore + 1);
  });

  it('drops the pending frame when unmounted', () => {
    const { store, unmount } = renderAnswer();
    act(() => {
      store.dispatch(responseUpdated({ Text: 'late' }));
    });
    const rendersBefore = renderLog.length;
    unmount();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(renderLog.length).toBe(rendersBefore);
  });
});
