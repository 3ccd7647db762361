import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  listedUserColumns,
  listedUserId,
  listedUsers,
  listSource,
} from '../testing/data-table-fixtures';
import type { ListedUser } from '../testing/data-table-fixtures';
import { DataTable } from './data-table';
import { dataTableMessages } from './list-states';
import type { DataTableProps } from './data-table';

/** The DataTable over console users; every source here is written by hand, no server. */
function UsersTable(props: DataTableProps<ListedUser>) {
  return <DataTable {...props} />;
}

const meta = {
  title: 'app-shell/data-table/DataTable',
  component: UsersTable,
  args: {
    caption: 'Users',
    columns: listedUserColumns,
    getRowId: listedUserId,
    source: listSource({ rows: listedUsers }),
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { source: listSource({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: {
    source: listSource({
      status: 'error',
      error: {
        status: 500,
        data: '{"statusCode":500,"error":"Internal Server Error","message":"The users store is restarting."}',
      },
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
  args: { source: listSource(), emptyMessage: 'No users have signed in yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users have signed in yet.')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { source: listSource(), filtersActive: true, onClearFilters: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(dataTableMessages.emptyFiltered)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: dataTableMessages.clearFilters }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Name and Roles sort the loaded rows; User name does not sort. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent('Ada Lovelace');
  },
};

export const Partial: Story = {
  args: {
    source: listSource({
      rows: listedUsers,
      hasNextPage: true,
      nextPageError: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      fetchNextPage: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await expect(args.source.fetchNextPage).toHaveBeenCalledTimes(1);
  },
};

export const RefreshError: Story = {
  args: {
    source: listSource({
      rows: listedUsers,
      refreshError: { status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' },
    }),
  },
};

export const LoadingMore: Story = {
  args: {
    source: listSource({ rows: listedUsers, hasNextPage: true, isFetchingNextPage: true }),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: dataTableMessages.loadingMore,
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MoreToLoad: Story = {
  args: { source: listSource({ rows: listedUsers, hasNextPage: true, fetchNextPage: fn() }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: dataTableMessages.loadMore }));
    await expect(args.source.fetchNextPage).toHaveBeenCalledTimes(1);
  },
};
