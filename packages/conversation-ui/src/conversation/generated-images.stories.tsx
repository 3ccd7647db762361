import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import chartUrl from '../markdown/sample-chart.svg?no-inline';
import { GeneratedImages } from './generated-images';

const meta = {
  title: 'conversation-ui/conversation/GeneratedImages',
  component: GeneratedImages,
  args: { images: [{ uri: chartUrl, title: 'Expenses per quarter' }] },
} satisfies Meta<typeof GeneratedImages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LazyAndAtMost400Tall: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Expenses per quarter' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveStyle({ maxHeight: '400px' });
  },
};
