import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverFailure, sourceOf } from '../testing/console-fixtures';
import { handbookId, sampleLibraries } from './data-source-fixtures';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { DataSourceTable } from './data-source-table';

const meta = {
  title: 'admin-ui/data-sources/DataSourceTable',
  component: DataSourceTable,
  args: { source: sourceOf({ rows: sampleLibraries }) },
  decorators: [withRouter],
} satisfies Meta<typeof DataSourceTable>;

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

/** Each library: its type, its files by status (in words, the colour repeating them), agents. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Staff handbook' })).toHaveAttribute(
      'href',
      `/datasource/FileLibrary/Default/${handbookId}/edit`,
    );
    await expect(canvas.getByText('3 Online')).toBeVisible();
    await expect(canvas.getByText('1 Error')).toBeVisible();
    await expect(canvas.getByText(messages.noAgents)).toBeVisible();
  },
};
