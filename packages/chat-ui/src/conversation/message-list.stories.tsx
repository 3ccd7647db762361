import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JUMP_TO_LATEST_LABEL, MessageList } from './message-list';

const meta = {
  title: 'chat-ui/conversation/MessageList',
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
  render: (args) => (
    <MessageList
      {...args}
      bottomBar={
        <Box p="4" borderTopWidth="1px">
          Composer
        </Box>
      }
    />
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
    window.scrollTo({ top: 0 });
    const jump = await canvas.findByRole('button', { name: JUMP_TO_LATEST_LABEL });
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.getByText('Message 200')).toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: JUMP_TO_LATEST_LABEL })).not.toBeInTheDocument(),
    );
  },
};
