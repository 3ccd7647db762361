import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleAgent } from '@parley/api-client/testing';
import { AgentAvatar } from './agent-avatar';

const meta = {
  title: 'conversation-ui/AgentAvatar',
  component: AgentAvatar,
  args: { agent: sampleAgent(), label: 'Policy helper', standing: 'normal', size: 'md' },
} satisfies Meta<typeof AgentAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No server answers the avatar here: the initials stand in for the image that failed. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ph')).toBeVisible();
  },
};

export const Blocked: Story = {
  args: { label: 'Blocked Agent', standing: 'blocked' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
    await expect(within(canvasElement).queryByText('BA')).toBeNull();
  },
};
