import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataTableMessages } from '@parley/app-shell';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserCardGrid } from './user-card-grid';
import { serverFailure } from '../testing/console-fixtures';
import { withRouter } from '@parley/app-shell/stories';
import { usersSource } from './user-fixtures';
import { userListMessages } from './user-table';

const meta = {
  title: 'admin-ui/users/UserCardGrid',
  component: UserCardGrid,
  decorators: [withRouter],
  args: { source: usersSource() },
} satisfies Meta<typeof UserCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: 'Noor Haddad' })).toHaveAttribute(
      'href',
      '/user/user-noor/profile',
    );
    await expect(within(list).getByRole('link', { name: 'Edit Noor Haddad' })).toHaveAttribute(
      'href',
      '/user/user-noor/edit',
    );
  },
};

export const Loading: Story = {
  args: { source: usersSource({ rows: [], status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Users' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
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
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await expect(args.source.retry).toHaveBeenCalledTimes(1);
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
    source: usersSource({
      nextPageError: serverFailure('The next page timed out.'),
      fetchNextPage: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('The next page timed out.')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await expect(args.source.fetchNextPage).toHaveBeenCalledTimes(1);
  },
};

export const RefreshFailed: Story = {
  args: { source: usersSource({ refreshError: serverFailure('The list could not be read.') }) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText(dataTableMessages.refreshFailed)).toBeVisible();
  },
};
