import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BranchSwitcher } from './branch-switcher';

const meta = {
  title: 'conversation-ui/conversation/BranchSwitcher',
  component: BranchSwitcher,
  args: {
    position: { index: 1, count: 3, previousId: null, nextId: 'second' },
    onSelect: fn(),
  },
} satisfies Meta<typeof BranchSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfThree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous branch' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next branch' }));
    await expect(args.onSelect).toHaveBeenCalledWith('second');
  },
};
