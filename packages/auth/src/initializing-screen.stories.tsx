import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InitializingScreen } from './initializing-screen';

const meta = {
  title: 'auth/InitializingScreen',
  component: InitializingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InitializingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhileTheServerPrepares: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Application is initializing, please wait...');
  },
};
