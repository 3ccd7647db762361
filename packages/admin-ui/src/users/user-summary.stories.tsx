import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noorHaddad, zoeBrandt } from '../testing/console-fixtures';
import { UserSummary } from './user-summary';

const meta = {
  title: 'admin-ui/users/UserSummary',
  component: UserSummary,
  args: { user: noorHaddad },
} satisfies Meta<typeof UserSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Legal, EMEA staff')).toBeVisible();
  },
};

export const Invited: Story = {
  args: { user: zoeBrandt },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invited, not signed in yet')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
  },
};
