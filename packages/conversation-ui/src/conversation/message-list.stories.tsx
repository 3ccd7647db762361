import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JUMP_TO_LATEST_LABEL, MessageList } from './message-list';

const meta = {
  title: 'conversation-ui/conversation/MessageList',
  component: MessageList,
  args: {
    count: 200,
    getKey: (index: number) => `row-${index}`,
    renderRow: (index: number) => (
      <Text py="4" minH={`${40 + (index % 5) * 30}px`}>
        Message {index + 1}
      </Text>
    ),
  },
  // A column one screen tall, as the chat gives it: the list scrolls, the composer stays.
  render: (args) => (
    <Box h="100dvh" display="flex" flexDirection="column">
      <MessageList
        {...args}
        bottomBar={
          <Box p="4" borderTopWidth="1px">
            Composer
          </Box>
        }
      />
    </Box>
  ),
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsAndJumps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Virtualized: the latest rows are rendered, the first ones are not.
    await waitFor(() => expect(canvas.getByText('Message 200')).toBeInTheDocument());
    await expect(canvas.queryByText('Message 1')).not.toBeInTheDocument();
    const region = canvas.getByRole('region', { name: 'Messages' });
    region.scrollTop = 0;
    // Only the list scrolls: the page itself never does.
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    const jump = await canvas.findByRole('button', { name: JUMP_TO_LATEST_LABEL });
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.getByText('Message 200')).toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: JUMP_TO_LATEST_LABEL })).not.toBeInTheDocument(),
    );
  },
};
