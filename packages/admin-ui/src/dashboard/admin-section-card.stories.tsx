import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminSectionCard } from './admin-section-card';

const meta = {
  title: 'admin-ui/AdminSectionCard',
  component: AdminSectionCard,
  args: {
    title: 'Manage Agents',
    description: 'Agents, file libraries, connections and moderation.',
  },
} satisfies Meta<typeof AdminSectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManageAgents: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Manage Agents' });
    await expect(within(section).getByRole('heading', { name: 'Manage Agents' })).toBeVisible();
  },
};
