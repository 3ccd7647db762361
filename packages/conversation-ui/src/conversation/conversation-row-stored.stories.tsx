import { uploadsApi } from '@parley/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleSegment } from '@parley/api-client/testing';
import {
  inConversationColumn,
  storeWith,
  storyTurnHandlers,
  withStoryStore,
} from '../testing/story-store';
import { AnsweringContext } from './answering-context';
import { ConversationRow } from './conversation-row';

const leavePolicy = { title: 'Leave policy', path: 'library/leave.md' };

const answered = sampleSegment('s-1', null, 0, {
  question: 'How many days of leave do I get?',
  answer: 'You get **25 days** of paid leave a year.',
  citations: [leavePolicy],
});

/** The second answer to the same question: the question was edited once. */
const editedQuestion = sampleSegment('s-2', null, 1, {
  question: 'How many days of leave do I get in my first year?',
  answer: 'In your first year you get **20 days**.',
});

const handlers = storyTurnHandlers();

const thumbnail = {
  visionImageId: 'img-1',
  blobFileName: 'img-1.png',
  thumbnailBlobFileName: 'img-1-thumb.png',
  mimeType: 'image/png',
};

/** A small square drawn as SVG: the thumbnail the vision base64 call would answer with. */
const thumbnailSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0B6E4F"/></svg>';

/** A stored row as the message list draws it, away from the stream (`live` false). */
const meta = {
  title: 'conversation-ui/conversation/ConversationRow/Stored',
  component: ConversationRow,
  args: { segment: answered, segments: [answered], handlers, live: false },
  // The store's cache already holds the thumbnail, so nothing is fetched.
  loaders: [
    storeWith({
      prime: (store) =>
        store.dispatch(
          uploadsApi.util.upsertQueryData(
            'getVisionImageBase64',
            {
              visionImageId: thumbnail.visionImageId,
              blobFileName: thumbnail.thumbnailBlobFileName,
            },
            { mimeType: 'image/svg+xml', base64Content: btoa(thumbnailSvg) },
          ),
        ),
    }),
  ],
  decorators: [inConversationColumn, withStoryStore],
} satisfies Meta<typeof ConversationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnswerActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25 days')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.handlers.onCopy).toHaveBeenCalledWith(answered.answer);
    await userEvent.click(canvas.getByRole('button', { name: 'Good answer' }));
    await expect(args.handlers.onFeedback).toHaveBeenCalledWith(answered, 'Positive');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Leave policy' }));
    await expect(args.handlers.onDownloadCitation).toHaveBeenCalledWith(answered, leavePolicy);
    await userEvent.click(canvas.getByRole('button', { name: 'Execution details' }));
    await expect(args.handlers.onOpenExecutionDetails).toHaveBeenCalledWith('s-1');
  },
};

export const FeedbackGiven: Story = {
  args: {
    segment: { ...answered, feedback: { rating: 'Negative', comment: null } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bad = canvas.getByRole('button', { name: 'Bad answer' });
    await expect(bad).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Good answer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Pressing the given rating again takes it back.
    await userEvent.click(bad);
    await expect(args.handlers.onFeedback).toHaveBeenCalledWith(args.segment, null);
  },
};

export const FeedbackSaving: Story = {
  args: { handlers: { ...handlers, feedbackPendingId: 's-1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Good answer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bad answer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

export const EditQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const field = canvas.getByRole('textbox', { name: 'Edit question' });
    await userEvent.clear(field);
    await userEvent.type(field, 'And sick leave?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.handlers.onEdit).toHaveBeenCalledWith(answered, 'And sick leave?');
  },
};

export const Branches: Story = {
  args: { segment: editedQuestion, segments: [answered, editedQuestion] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next branch' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous branch' }));
    await expect(args.handlers.onSelectBranch).toHaveBeenCalledWith('s-1');
  },
};

export const WhileAnotherAnswerStreams: Story = {
  args: { segment: editedQuestion, segments: [answered, editedQuestion] },
  decorators: [
    (Story) => (
      <AnsweringContext value>
        <Story />
      </AnsweringContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous branch' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

export const StillBeingAnswered: Story = {
  args: { segment: { ...answered, answer: 'You get', status: 'Streaming' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You get')).toBeVisible();
    // Copy and feedback wait for the whole answer.
    await expect(canvas.queryByRole('group', { name: 'Answer actions' })).not.toBeInTheDocument();
  },
};

export const Interrupted: Story = {
  args: { segment: { ...answered, status: 'Interrupted' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Interrupted')).toBeVisible();
    await expect(
      canvas.getByText('The server restarted while answering; the answer is incomplete.'),
    ).toBeVisible();
  },
};

export const PublicChatActions: Story = {
  args: {
    handlers: { ...handlers, onFeedback: undefined, onOpenExecutionDetails: undefined },
  },
  play: async ({ canvasElement }) => {
    const actions = within(canvasElement).getByRole('group', { name: 'Answer actions' });
    // Public chat has no feedback and no execution details: only Copy remains.
    const labels = within(actions)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(labels).toEqual(['Copy']);
  },
};

export const ImagesAndFiles: Story = {
  args: {
    segment: {
      ...answered,
      visionImages: [thumbnail],
      attachments: [
        {
          attachmentId: 'file-1',
          originalFileName: 'leave-2026.pdf',
          attachmentType: 'FileSearch',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Image 1 sent with the question' });
    await expect(image).toHaveAttribute('src', `data:image/svg+xml;base64,${btoa(thumbnailSvg)}`);
    await expect(canvas.getByText('leave-2026.pdf')).toBeVisible();
  },
};
