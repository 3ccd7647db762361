import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceStatus } from './service-status';

const meta = {
  title: 'chat-ui/ServiceStatus',
  component: ServiceStatus,
  args: { status: 'ok', isError: false },
} satisfies Meta<typeof ServiceStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Service online');
  },
};

export const Initializing: Story = {
  args: { status: 'initializing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Service initializing',
    );
  },
};

export const Unreachable: Story = {
  args: { isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Service unreachable',
    );
  },
};
