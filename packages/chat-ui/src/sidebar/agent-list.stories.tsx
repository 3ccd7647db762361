import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ownPersonalAgent, sampleAgent } from '@parley/api-client/testing';
import { AgentList } from './agent-list';
import { sidebarMessages } from './sidebar-messages';

const meta = {
  title: 'chat-ui/sidebar/AgentList',
  component: AgentList,
  args: {
    label: 'Recent agents',
    agents: [sampleAgent(), sampleAgent({ gptSystemId: 'agent-x', name: null }), ownPersonalAgent],
    isLoading: false,
    emptyMessage: sidebarMessages.noRecentAgents,
    pinnedIds: new Set<string>(),
    permissions: { personalAgentsAllowed: true, isBannedFromCreating: false },
    onOpen: fn(),
    onPin: fn(),
    onUnpin: fn(),
    onEdit: fn(),
    onReport: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recent: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent agents' });
    await expect(within(list).getByRole('button', { name: 'Unnamed Agent' })).toBeVisible();
  },
};

export const EmptyPinned: Story = {
  args: { label: 'Pinned agents', agents: [], emptyMessage: sidebarMessages.noPinnedAgents },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pin an agent to display it here.')).toBeVisible();
  },
};
