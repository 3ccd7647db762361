import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LayoutFrame } from './layout-frame';

const meta = {
  title: 'chat-ui/LayoutFrame',
  component: LayoutFrame,
  args: {
    logo: <Text fontWeight="bold">Parley</Text>,
    sidebar: ({ mini }) => (
      <Stack p="3">
        <Text>{mini ? 'Chats' : 'Chats and agents'}</Text>
      </Stack>
    ),
    headerActions: <Button size="sm">Account</Button>,
    footer: <Text p="2">Powered by Parley</Text>,
    children: (
      <Heading as="h1" p="6">
        Conversation
      </Heading>
    ),
  },
} satisfies Meta<typeof LayoutFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByRole('complementary', { name: 'Sidebar' });
    await expect(column.getBoundingClientRect().width).toBe(280);
  },
};

export const Mini: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
    const column = canvas.getByRole('complementary', { name: 'Sidebar' });
    await waitFor(() => expect(column.getBoundingClientRect().width).toBe(80));
  },
};
