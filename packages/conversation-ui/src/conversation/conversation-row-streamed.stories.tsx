import {
  initialChatStreamState,
  responseUpdated,
  stepUpdated,
  streamErrorReceived,
} from '@parley/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  inConversationColumn,
  loadedStore,
  storeWith,
  storyTurnHandlers,
  streamingAnswer,
  withStoryStore,
} from '../testing/story-store';
import { ConversationRow } from './conversation-row';
import { StreamAnnouncer } from './stream-announcer';

const question = 'How many days of leave do I get?';

/** The stream has sent its first words and a step update. */
const searching = { statusText: 'Searching documents...' };

const firstWords = 'You get 25 days of paid leave a year. You can carry';

const streaming = streamingAnswer({ question, answer: firstWords }, searching);

/** The thumbnail the composer uploaded with the question, as the stream state keeps it. */
const thumbnailUrl = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0B6E4F"/></svg>',
)}`;

/**
 * The live row of a question the conversation does not hold yet: it follows the stream alone
 * (`segment` undefined).
 */
const meta = {
  title: 'conversation-ui/conversation/ConversationRow/Streamed',
  component: ConversationRow,
  args: { segment: undefined, segments: [], handlers: storyTurnHandlers(), live: true },
  loaders: [storeWith({ chatStream: streaming })],
  decorators: [inConversationColumn, withStoryStore],
} satisfies Meta<typeof ConversationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsTheStream: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(question)).toBeVisible();
    await expect(canvas.getByText('Searching documents...')).toBeVisible();
    await expect(canvas.getByText(/^You get 25 days of paid leave a year\./)).toBeVisible();
    // The actions wait for the stored answer.
    await expect(canvas.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();

    const store = loadedStore(loaded);
    store.dispatch(stepUpdated({ Status: 'Writing the answer...' }));
    store.dispatch(responseUpdated({ Text: ' over up to 5 days.' }));
    await waitFor(() => expect(canvas.getByText('Writing the answer...')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByText(/You can carry over up to 5 days\./)).toBeVisible(),
    );
  },
};

export const WaitingForTheFirstWords: Story = {
  loaders: [storeWith({ chatStream: streamingAnswer({ question, answer: '' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Waiting for the answer')).toBeVisible();
  },
};

export const Stopped: Story = {
  loaders: [
    storeWith({ chatStream: { ...streaming, streamingStatus: 'Complete', streamAborted: true } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // After Stop the partial answer stays, marked so it is not taken for a whole one.
    await expect(canvas.getByText(/^You get 25 days of paid leave a year\./)).toBeVisible();
    await expect(canvas.getByText('Stopped')).toBeVisible();
    await expect(canvas.getByText('You stopped this answer.')).toBeVisible();
    await expect(canvas.queryByText('Searching documents...')).not.toBeInTheDocument();
  },
};

export const FailedWithItsError: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    loadedStore(loaded).dispatch(
      streamErrorReceived({ Message: '\n\nThe model stopped answering: the provider failed.' }),
    );
    // chat-spec section 4: the error's text joins the answer, and the answer says it failed.
    await waitFor(() =>
      expect(canvas.getByText('The model stopped answering: the provider failed.')).toBeVisible(),
    );
    await expect(canvas.getByText(/^You get 25 days of paid leave a year\./)).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
  },
};

export const QuestionWithImage: Story = {
  loaders: [
    storeWith({
      chatStream: streamingAnswer(
        { question, answer: firstWords, visionImageIds: ['img-1'] },
        {
          ...searching,
          uploadedImages: { prompt: [], thumbnails: { 'img-1': thumbnailUrl } },
        },
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'Image 1 sent with the question',
    });
    await expect(image).toHaveAttribute('src', thumbnailUrl);
  },
};

export const NothingStreaming: Story = {
  loaders: [storeWith({ chatStream: initialChatStreamState })],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const AnnouncedToScreenReaders: Story = {
  render: (args) => (
    <>
      <ConversationRow {...args} />
      <StreamAnnouncer />
    </>
  ),
  play: async ({ canvasElement, loaded }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    // The announcer reads whole sentences, not the one still being written.
    await waitFor(() => expect(region?.textContent).toBe('You get 25 days of paid leave a year.'));
    loadedStore(loaded).dispatch(responseUpdated({ Text: ' over up to 5 days.' }));
    await waitFor(() => expect(region?.textContent).toBe('You can carry over up to 5 days.'));
  },
};
