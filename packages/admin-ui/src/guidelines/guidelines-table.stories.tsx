import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverFailure, sourceOf } from '../testing/console-fixtures';
import { sampleDocuments } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { GuidelinesTable } from './guidelines-table';

const meta = {
  title: 'admin-ui/guidelines/GuidelinesTable',
  component: GuidelinesTable,
  args: { source: sourceOf({ rows: sampleDocuments }) },
  decorators: [withRouter],
} satisfies Meta<typeof GuidelinesTable>;

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

/** Each document: whether users must accept it, its sections, version and agents. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Acceptable use of AI assistants' }),
    ).toHaveAttribute('href', '/guidelines/document-acceptable-use/edit');
    await expect(canvas.getByText('Policy Guide')).toBeVisible();
    await expect(canvas.getByText(messages.noAgents)).toBeVisible();
  },
};
