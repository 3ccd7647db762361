import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adaLovelace, noorHaddad, zoeBrandt } from '../testing/console-fixtures';
import { UserProfile } from './user-profile';

const meta = {
  title: 'admin-ui/users/UserProfile',
  component: UserProfile,
  args: { user: noorHaddad },
} satisfies Meta<typeof UserProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharingBlocked: Story = {
  play: async ({ canvasElement }) => {
    const agents = within(canvasElement).getByRole('region', { name: 'Personal agents' });
    await expect(within(agents).getByText('Blocked')).toBeVisible();
  },
};

export const Administrator: Story = { args: { user: adaLovelace } };

export const WithoutRoles: Story = {
  args: { user: zoeBrandt },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No roles/)).toBeVisible();
  },
};
