import { initialChatStreamState, responseUpdated } from '@parley/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleSegment } from '@parley/api-client/testing';
import {
  inConversationColumn,
  loadedStore,
  storeWith,
  storyTurnHandlers,
  streamingAnswer,
  withStoryStore,
} from '../testing/story-store';
import { ConversationRow } from './conversation-row';

const question = 'How many days of leave do I get?';
const answer = 'You get 25 days of paid leave a year.\n\nYou can carry over up to 5 days.';

const stored = sampleSegment('s-1', null, 0, { question, answer });

/** A refetch during the stream stored the segment half answered. */
const halfStored = sampleSegment('s-1', null, 0, {
  question,
  answer: 'You get 25',
  status: 'Streaming',
});

/** The stream of the same segment, further on than the half-stored copy. */
const streaming = streamingAnswer(
  {
    conversationSegmentId: 's-1',
    question,
    answer: 'You get 25 days of paid leave a year.\n\nYou can carry',
  },
  { requestStatus: 'Fulfilled' },
);

const handlers = storyTurnHandlers();

const meta = {
  title: 'conversation-ui/conversation/ConversationRow',
  component: ConversationRow,
  args: { segment: stored, segments: [stored], handlers, live: false },
  loaders: [storeWith({ chatStream: streaming })],
  decorators: [inConversationColumn, withStoryStore],
} satisfies Meta<typeof ConversationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A stored row ignores the running stream: it shows its own, whole answer.
    await expect(canvas.getByText('You can carry over up to 5 days.')).toBeVisible();
    await expect(canvas.queryByText('You can carry')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.handlers.onCopy).toHaveBeenCalledWith(answer);
  },
};

export const LiveRow: Story = {
  args: { segment: undefined, segments: [], live: true },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(question)).toBeVisible();
    await expect(canvas.getByText('You can carry')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Answer actions' })).not.toBeInTheDocument();
    loadedStore(loaded).dispatch(responseUpdated({ Text: ' over up to 5 days.' }));
    await waitFor(() => expect(canvas.getByText('You can carry over up to 5 days.')).toBeVisible());
  },
};

export const LiveOverHalfStoredCopy: Story = {
  args: { segment: halfStored, segments: [halfStored], live: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stream is further on than the stored copy, so the stream wins.
    await expect(canvas.getByText('You can carry')).toBeVisible();
    await expect(canvas.queryByText('You get 25')).not.toBeInTheDocument();
  },
};

export const LiveRowAfterTheStream: Story = {
  args: { live: true },
  loaders: [storeWith({ chatStream: initialChatStreamState })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // With no stream left to show, the live row draws its stored segment, actions included.
    await expect(canvas.getByText('You can carry over up to 5 days.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

export const EmptyUntilTheQuestionStreams: Story = {
  args: { segment: undefined, segments: [], live: true },
  loaders: [storeWith({ chatStream: initialChatStreamState })],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
