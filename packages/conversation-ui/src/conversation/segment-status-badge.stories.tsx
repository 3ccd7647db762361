import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SegmentStatusBadge } from './segment-status-badge';

const meta = {
  title: 'conversation-ui/conversation/SegmentStatusBadge',
  component: SegmentStatusBadge,
  args: { status: 'Stopped' },
} satisfies Meta<typeof SegmentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You stopped this answer.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'Failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed')).toBeVisible();
  },
};

export const CompletedShowsNothing: Story = {
  args: { status: 'Completed' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const InterruptedInArabic: Story = {
  args: { status: 'Interrupted' },
  parameters: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('مقطوعة')).toBeVisible();
    await expect(
      canvas.getByText('أُعيد تشغيل الخادم أثناء الإجابة؛ الإجابة غير مكتملة.'),
    ).toBeVisible();
  },
};
