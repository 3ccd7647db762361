import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rateLimitMessage } from '@parley/api-contract';
import { RateLimitNotice } from './rate-limit-notice';

const meta = {
  title: 'chat-ui/public-chat/RateLimitNotice',
  component: RateLimitNotice,
  args: { message: rateLimitMessage(42) },
} satisfies Meta<typeof RateLimitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RateLimited: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait 42 seconds and try again.',
    );
  },
};
