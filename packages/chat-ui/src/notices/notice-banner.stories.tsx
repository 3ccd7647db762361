import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeBanner } from './notice-banner';
import { noticeMessages } from './notice-messages';

const meta = {
  title: 'chat-ui/notices/NoticeBanner',
  component: NoticeBanner,
  args: {
    notice: {
      messageId: 'n-1',
      text: 'The help desk is closed on Friday.',
      severity: 'info',
      startsAt: '2026-11-29T08:00:00.000Z',
      endsAt: '2026-11-30T08:00:00.000Z',
    },
    onDismiss: fn(),
  },
} satisfies Meta<typeof NoticeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information, named by its text; Dismiss hands over its id. */
export const Info: Story = {
  play: async ({ args, canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: args.notice.text });
    await userEvent.click(within(note).getByRole('button', { name: noticeMessages.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledWith('n-1');
  },
};

/** A warning stands out in the warning colours. */
export const Warning: Story = {
  args: {
    notice: {
      messageId: 'n-2',
      text: 'Maintenance tonight from 22:00: answers may stop for ten minutes.',
      severity: 'warning',
      startsAt: '2026-11-29T08:00:00.000Z',
      endsAt: '2026-11-30T08:00:00.000Z',
    },
  },
  play: async ({ args, canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: args.notice.text });
    await expect(note).toHaveAttribute('data-severity', 'warning');
  },
};
