import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { serverFailure, sourceOf } from '../testing/console-fixtures';
import { sampleNotices } from './notice-fixtures';
import { noticeScreenMessages as messages } from './notice-messages';
import { NoticeTable } from './notice-table';

const meta = {
  title: 'admin-ui/notices/NoticeTable',
  component: NoticeTable,
  args: { source: sourceOf({ rows: sampleNotices }) },
  decorators: [withRouter],
} satisfies Meta<typeof NoticeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { source: sourceOf({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: messages.listLabel });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: {
    source: sourceOf({
      status: 'error',
      error: serverFailure('The database is away.'),
      retry: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.listLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.source.retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { source: sourceOf() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.listEmpty)).toBeVisible();
  },
};

/** Each text opens its edit page; the brand or All brands; the state in words. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Welcome to Parley.' })).toHaveAttribute(
      'href',
      '/notices/notice-welcome/edit',
    );
    await expect(canvas.getByText('harbour')).toBeVisible();
    await expect(canvas.getAllByText(messages.allBrands)).toHaveLength(2);
    for (const state of ['Scheduled', 'Current', 'Ended']) {
      await expect(canvas.getByText(state)).toBeVisible();
    }
  },
};
