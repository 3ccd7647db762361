import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { initialChatStreamState, makeStore } from '@parley/api-client';
import type { ChatStreamState } from '@parley/api-client';
import { BrandProvider } from '@parley/theme-brands';
import { AnsweringContext } from './answering-context';
import { ConversationRow } from './conversation-row';
import type { ConversationRowProps } from './conversation-row';
import { sampleSegment } from './sample-conversation';
import type { StoredTurnHandlers } from './stored-turn';

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
});
