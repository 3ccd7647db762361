import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleListItem } from '@parley/api-client/testing';
import { ConversationList } from './conversation-list';
import { sidebarMessages } from './sidebar-messages';

const now = new Date(2026, 10, 22, 12, 0);
const day = 24 * 60 * 60 * 1000;

const meta = {
  title: 'chat-ui/sidebar/ConversationList',
  component: ConversationList,
  args: {
    label: 'Chat history',
    now,
    status: 'ready',
    errorMessage: sidebarMessages.historyError,
    emptyMessage: sidebarMessages.noChats,
    selectable: true,
    isBannedFromCreating: false,
    conversations: [
      sampleListItem('c-1', 'Budget review', now),
      sampleListItem('c-2', 'Travel policy', new Date(now.getTime() - day)),
      sampleListItem('c-3', 'Onboarding', new Date(now.getTime() - 5 * day)),
      sampleListItem('c-4', 'Security audit', new Date(now.getTime() - 20 * day)),
      sampleListItem('c-5', 'Spring offsite', new Date(2026, 2, 3)),
      sampleListItem('c-6', 'Old notes', new Date(2024, 5, 1)),
    ],
    selectedConversationId: 'c-2',
    onSelect: fn(),
    onRename: fn(),
    onArchive: fn(),
    onUnarchive: fn(),
    onDelete: fn(),
    onExport: fn(),
    onEndReached: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280, height: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Today',
      'Yesterday',
      'Previous 7 Days',
      'Previous 30 Days',
      'March',
      '2024',
    ]);
    await expect(canvas.getByRole('button', { name: 'Travel policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const TenThousandConversations: Story = {
  args: {
    conversations: Array.from({ length: 10_000 }, (_, index) =>
      sampleListItem(`c-${index}`, `Chat ${index}`, new Date(now.getTime() - index * 60_000)),
    ),
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows.length).toBeLessThan(50);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      sidebarMessages.historyError,
    );
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(sidebarMessages.noChats)).toBeVisible();
  },
};
