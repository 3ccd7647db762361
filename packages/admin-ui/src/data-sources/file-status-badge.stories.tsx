import { HStack } from '@chakra-ui/react';
import { libraryFileStatuses } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { FileCountsSummary } from './data-source-table';
import { FileStatusBadge } from './file-status-badge';

const meta = {
  title: 'admin-ui/data-sources/FileStatusBadge',
  component: FileStatusBadge,
  args: { status: 'Online' },
} satisfies Meta<typeof FileStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, in words; the colour only repeats them. */
export const Statuses: Story = {
  render: () => (
    <HStack gap="2">
      {libraryFileStatuses.map((status) => (
        <FileStatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    for (const status of libraryFileStatuses) {
      await expect(within(canvasElement).getByText(messages.statusLabels[status])).toBeVisible();
    }
  },
};

/** A library's files by status, the empty statuses left out. */
export const Counts: Story = {
  render: () => (
    <FileCountsSummary counts={{ Queued: 1, Processing: 1, Online: 4, Error: 1, OutOfDate: 0 }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 Queued')).toBeVisible();
    await expect(canvas.queryByText(/Out of date/)).toBeNull();
  },
};

/** A library with no files says so. */
export const NoFiles: Story = {
  render: () => (
    <FileCountsSummary counts={{ Queued: 0, Processing: 0, Online: 0, Error: 0, OutOfDate: 0 }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.noFiles)).toBeVisible();
  },
};
