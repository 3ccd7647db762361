import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataTableMessages } from '@parley/app-shell';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverFailure } from '../testing/console-fixtures';
import { withRouter } from '@parley/app-shell/stories';
import { usersSource } from './user-fixtures';
import { userListMessages, UserTable } from './user-table';

const meta = {
  title: 'admin-ui/users/UserTable',
  component: UserTable,
  decorators: [withRouter],
  args: { source: usersSource() },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/user-ada/edit',
    );
    await expect(canvas.getByText('Invited, not signed in yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { source: usersSource({ rows: [], status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: {
    source: usersSource({
      rows: [],
      status: 'error',
      error: serverFailure('The users store is restarting.'),
      retry: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('The users store is restarting.')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await expect(args.source.retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { source: usersSource({ rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(userListMessages.empty)).toBeVisible();
  },
};

export const NoSearchMatch: Story = {
  args: { source: usersSource({ rows: [] }), filtersActive: true, onClearFilters: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(userListMessages.emptyFiltered)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: dataTableMessages.clearFilters }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

export const MorePages: Story = {
  args: { source: usersSource({ hasNextPage: true, fetchNextPage: fn() }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: dataTableMessages.loadMore }),
    );
    await expect(args.source.fetchNextPage).toHaveBeenCalledTimes(1);
  },
};

export const NextPageFailed: Story = {
  args: {
    source: usersSource({ nextPageError: serverFailure('The next page timed out.') }),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText(dataTableMessages.nextPageFailed)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  },
};
