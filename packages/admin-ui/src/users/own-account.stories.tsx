import { allActions } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adaLovelace, administratorRole } from '../testing/console-fixtures';
import { OwnAccount, ownAccountMessages } from './own-account';
import { signedInDetails, signedInRoles } from './user-fixtures';

const meta = {
  title: 'admin-ui/users/OwnAccount',
  component: OwnAccount,
  args: { details: signedInDetails, roles: signedInRoles },
} satisfies Meta<typeof OwnAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Moderator: Story = {
  play: async ({ canvasElement }) => {
    const allows = within(canvasElement).getByRole('region', { name: ownAccountMessages.allows });
    await expect(within(allows).getByRole('heading', { name: 'Moderation' })).toBeVisible();
  },
};

export const Administrator: Story = {
  args: {
    details: {
      ...signedInDetails,
      userId: adaLovelace.userId,
      displayName: adaLovelace.displayName,
      userName: adaLovelace.userName,
    },
    // Every action, so that every area shows.
    roles: [{ ...administratorRole, resolvedActions: [...allActions] }],
  },
};

export const NoRoles: Story = {
  args: { roles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ownAccountMessages.noRoles)).toBeVisible();
    await expect(canvas.getByText(ownAccountMessages.allowsNothing)).toBeVisible();
  },
};
