import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ownPersonalAgent, sampleAgent } from '@parley/api-client/testing';
import { AgentCatalog } from './agent-catalog';

const meta = {
  title: 'chat-ui/agents/AgentCatalog',
  component: AgentCatalog,
  args: {
    agents: [
      sampleAgent(),
      sampleAgent({ gptSystemId: 'agent-null', name: 'null' }),
      sampleAgent({ gptSystemId: 'agent-banned', name: 'Rude', moderationStatus: 'Banned' }),
      ownPersonalAgent,
    ],
    viewMode: 'grid',
    pinnedIds: new Set(['agent-policy']),
    permissions: { personalAgentsAllowed: true, isBannedFromCreating: false },
    onStartChat: fn(),
    onPin: fn(),
    onUnpin: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof AgentCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unnamed Agent' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Banned Agent' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpin Policy helper' }));
    await expect(args.onUnpin).toHaveBeenCalledOnce();
  },
};

export const ListOfBlocked: Story = {
  args: {
    viewMode: 'list',
    agents: [ownPersonalAgent],
    permissions: { personalAgentsAllowed: true, isBannedFromCreating: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Blocked Agent' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/** In Arabic: the buttons and their names speak Arabic around the agent's own name. */
export const InArabic: Story = {
  parameters: { language: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'الوكلاء' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء التثبيت: Policy helper' }));
    await expect(args.onUnpin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'بدء محادثة مع Policy helper' }));
    await expect(args.onStartChat).toHaveBeenCalledOnce();
  },
};
