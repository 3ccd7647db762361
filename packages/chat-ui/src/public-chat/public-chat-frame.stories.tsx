import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicChatFrame } from './public-chat-frame';

const meta = {
  title: 'chat-ui/public-chat/PublicChatFrame',
  component: PublicChatFrame,
  args: {
    popup: false,
    agent: { gptSystemId: 'a1', avatarVersion: null },
    agentName: 'Parley Assistant',
    onNewConversation: fn(),
    canStartNew: true,
    children: <Text p="6">The conversation goes here.</Text>,
  },
} satisfies Meta<typeof PublicChatFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSideArea: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const side = canvas.getByRole('complementary', { name: 'About this chat' });
    await expect(side).toHaveTextContent('Parley Assistant');
    await expect(canvas.getByRole('main')).toHaveTextContent('The conversation goes here.');
    await userEvent.click(canvas.getByRole('button', { name: 'New conversation' }));
    await expect(args.onNewConversation).toHaveBeenCalledOnce();
  },
};

export const Popup: Story = {
  args: { popup: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Parley Assistant');
  },
};

export const NothingToLeaveYet: Story = {
  args: { canStartNew: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'New conversation' }),
    ).toBeDisabled();
  },
};
