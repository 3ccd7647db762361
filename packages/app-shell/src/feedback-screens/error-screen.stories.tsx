import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'chat-ui/ErrorScreen',
  component: ErrorScreen,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Something went wrong. But don't panic, we're on it! In the meantime, you can Reload the Page to try again.",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the Page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
