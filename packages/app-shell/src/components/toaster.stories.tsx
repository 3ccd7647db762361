import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { notify, Toaster } from './toaster';

function ToasterDemo() {
  return (
    <>
      <Button onClick={() => notify.success('Agent pinned')}>Pin</Button>
      <Button onClick={() => notify.error('Failed to pin agent')}>Fail</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'chat-ui/Toaster',
  component: ToasterDemo,
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(screen.getByText('Agent pinned')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(screen.getByText('Failed to pin agent')).toBeVisible());
  },
};
