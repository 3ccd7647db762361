import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { initialChatStreamState, makeStore } from '@parley/api-client';
import type { ChatStreamState } from '@parley/api-client';
import type { ConversationSegment } from '@parley/api-contract';
import { BrandProvider } from '@parley/theme-brands';
import { sampleSegment } from '@parley/api-client/testing';
import { AnsweringContext } from './answering-context';
import { ConversationRow } from './conversation-row';
import type { ConversationRowProps } from './conversation-row';
import type { StoredTurnHandlers } from './stored-turn-props';

const answer = 'First paragraph of a long answer.\n\nSecond paragraph.';

const handlers: StoredTurnHandlers = {
  onEdit: () => undefined,
  onSelectBranch: () => undefined,
  onCopy: () => undefined,
  onDownloadCitation: () => undefined,
  feedbackPendingId: null,
  downloadingPath: null,
};

/** The moment the server ended the stream: the whole answer is in the slice, not yet stored. */
const endedStream: ChatStreamState = {
  ...initialChatStreamState,
  streamingStatus: 'Complete',
  requestStatus: 'Fulfilled',
  streamConversationSegment: {
    conversationSegmentId: 's-1',
    question: 'Question s-1',
    answer,
    visionImageIds: [],
    attachmentIds: [],
    answeredWithGptSystem: null,
    citations: [],
    generatedImages: [],
    isActive: false,
    failed: false,
  },
};

const stored = sampleSegment('s-1', null, 0, { answer });

function row(props: Partial<ConversationRowProps>) {
  return <ConversationRow segment={undefined} segments={[]} handlers={handlers} live {...props} />;
}

/** Renders rows over a store holding `chatStream`; `rerender` keeps the same store. */
function renderRows(ui: ReactElement, chatStream: ChatStreamState) {
  const store = makeStore({ reducers: {}, preloadedState: { chatStream } });
  const wrap = (rows: ReactElement) => (
    <Provider store={store}>
      <BrandProvider>{rows}</BrandProvider>
    </Provider>
  );
  const { rerender } = render(wrap(ui));
  return { rerender: (next: ReactElement) => rerender(wrap(next)) };
}

describe('ConversationRow', () => {
  it("shows the stream's answer while live, over a half-answered stored copy", () => {
    const halfStored = sampleSegment('s-1', null, 0, { answer: 'First', status: 'Streaming' });
    renderRows(row({ segment: halfStored, segments: [halfStored] }), endedStream);
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
  });

  it('keeps the elements of the streamed answer when the stored segment replaces it', () => {
    const { rerender } = renderRows(row({}), endedStream);
    const streamedParagraph = screen.getByText('First paragraph of a long answer.');
    rerender(row({ segment: stored, segments: [stored], live: false }));
    // The same node, not a copy: React kept the row, so a long answer is not rendered again.
    expect(screen.getByText('First paragraph of a long answer.')).toBe(streamedParagraph);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('hides Edit and holds the branch arrows while an answer streams, and gives them back after', () => {
    const edited = sampleSegment('s-2', null, 1, { answer: 'Edited answer.' });
    const siblings = [stored, edited];
    const storedRow = (answering: boolean) => (
      <AnsweringContext value={answering}>
        {row({ segment: edited, segments: siblings, live: false })}
      </AnsweringContext>
    );
    const { rerender } = renderRows(storedRow(true), endedStream);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous branch' })).toBeDisabled();

    rerender(storedRow(false));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous branch' })).toBeEnabled();
  });

  it('is not drawn again when a refetch brings new segments that leave its branch as it was', () => {
    // Drawing a stored row reads its answer; a row React skips does not (comparing the rows reads
    // only where the segment stands in the tree).
    let answerReads = 0;
    const watched = new Proxy(stored, {
      get(target, key, receiver) {
        if (key === 'answer') answerReads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) satisfies ConversationSegment;
    const { rerender } = renderRows(
      row({ segment: watched, segments: [watched], live: false }),
      initialChatStreamState,
    );
    const readsOnFirstDraw = answerReads;
    expect(readsOnFirstDraw).toBeGreaterThan(0);

    const answeredNext = sampleSegment('s-2', 's-1', 1);
    rerender(row({ segment: watched, segments: [watched, answeredNext], live: false }));

    expect(answerReads).toBe(readsOnFirstDraw);
  });

  it('draws its branch arrows when a refetch brings a new version of its question', () => {
    const { rerender } = renderRows(
      row({ segment: stored, segments: [stored], live: false }),
      initialChatStreamState,
    );
    expect(screen.queryByRole('group', { name: 'Branches' })).not.toBeInTheDocument();

    const newerVersion = sampleSegment('s-2', null, 1);
    rerender(row({ segment: stored, segments: [stored, newerVersion], live: false }));

    expect(screen.getByRole('group', { name: 'Branches' })).toHaveTextContent('1 / 2');
  });
});
