import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuidelinesNotice } from './guidelines-notice';

const meta = {
  title: 'conversation-ui/conversation/composer/GuidelinesNotice',
  component: GuidelinesNotice,
  args: { title: 'Acceptable use of AI assistants', onRead: fn() },
} satisfies Meta<typeof GuidelinesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadTheGuidelines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Acceptable use of AI assistants/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read the guidelines' }));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};
