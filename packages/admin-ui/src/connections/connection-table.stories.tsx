import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sourceOf } from '../testing/console-fixtures';
import { sampleConnection } from './connection-fixtures';
import { connectionConsoleMessages as messages } from './connection-messages';
import { ConnectionTable } from './connection-table';

const meta = {
  title: 'admin-ui/connections/ConnectionTable',
  component: ConnectionTable,
  args: {
    source: sourceOf({
      rows: [
        sampleConnection(),
        sampleConnection({
          connectionId: 'connection-intranet',
          name: 'Intranet',
          connectionProvider: { name: 'Website', connectionProviderType: 'website' },
          lastRun: null,
        }),
      ],
    }),
  },
  decorators: [withRouter],
} satisfies Meta<typeof ConnectionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each connection with its provider, roles and what its last run did. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: messages.listLabel });
    await expect(within(table).getByRole('link', { name: 'Lab models' })).toBeVisible();
    await expect(
      within(table).getByText('Succeeded: 2 models added, 0 updated, 0 skipped.'),
    ).toBeVisible();
    await expect(within(table).getByText(messages.neverRun)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { source: sourceOf({ rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.listEmpty)).toBeVisible();
  },
};
