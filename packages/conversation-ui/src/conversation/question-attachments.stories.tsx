import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import chartUrl from '../markdown/sample-chart.svg?no-inline';
import { QuestionAttachments } from './question-attachments';

const meta = {
  title: 'conversation-ui/conversation/QuestionAttachments',
  component: QuestionAttachments,
  args: {
    images: [
      { visionImageId: 'v-1', src: chartUrl, alt: 'Image 1 sent with the question' },
      { visionImageId: 'v-2', src: undefined, alt: 'Image 2 sent with the question' },
    ],
    files: [{ attachmentId: 'a-1', originalFileName: 'budget-2027.pdf' }],
  },
} satisfies Meta<typeof QuestionAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThumbnailsAndChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image 1 sent with the question' })).toBeVisible();
    await expect(canvas.getByText('budget-2027.pdf')).toBeVisible();
  },
};

/** A thumbnail the server refused: chat-spec section 8's blob message in its place. */
export const ThumbnailThatFailed: Story = {
  args: {
    images: [
      {
        visionImageId: 'v-3',
        src: undefined,
        error: 'Failed to fetch blob, status: 404',
        alt: 'Image 1 sent with the question',
      },
    ],
    files: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'Image 1 sent with the question: Failed to fetch blob, status: 404',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Failed to fetch blob, status: 404')).toBeVisible();
  },
};
