import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rateLimitMessage } from '@parley/api-contract';
import { PublicChatFailed, PublicChatLoading, PublicChatUnavailable } from './public-chat-states';

const meta = {
  title: 'chat-ui/public-chat/PublicChatUnavailable',
  component: PublicChatUnavailable,
  args: { endpoint: 'no-such-chat' },
} satisfies Meta<typeof PublicChatUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('The public chat "no-such-chat" does not exist or is not available.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <PublicChatLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the chat');
  },
};

export const FailedWithServerMessage: Story = {
  render: () => <PublicChatFailed message={rateLimitMessage(30)} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait 30 seconds and try again.',
    );
  },
};

export const FailedRetry: Story = {
  render: function FailedRetry() {
    return <PublicChatFailed onRetry={retried} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retried).toHaveBeenCalledOnce();
  },
};

const retried = fn();
