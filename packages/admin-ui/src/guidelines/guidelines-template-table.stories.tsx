import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverFailure, sourceOf } from '../testing/console-fixtures';
import { sampleTemplates } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { GuidelinesTemplateTable } from './guidelines-template-table';

const meta = {
  title: 'admin-ui/guidelines/GuidelinesTemplateTable',
  component: GuidelinesTemplateTable,
  args: { source: sourceOf({ rows: sampleTemplates }) },
  decorators: [withRouter],
} satisfies Meta<typeof GuidelinesTemplateTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { source: sourceOf({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: messages.templatesLabel });
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
    await expect(alert).toHaveTextContent(messages.templatesLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.source.retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { source: sourceOf() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.templatesEmpty)).toBeVisible();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Acceptable use (starter)' }),
    ).toHaveAttribute('href', '/guidelines/template/template-starter/edit');
  },
};
