import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'chat-ui/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Navigating: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(bar.getBoundingClientRect().height).toBe(2.5);
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
