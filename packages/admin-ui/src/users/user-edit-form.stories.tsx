import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { UserEditForm, userEditFormLabels } from './user-edit-form';
import { noorHaddad } from '../testing/console-fixtures';
import { sampleRoleOptions } from './user-fixtures';

const lastAdministrativeAction = {
  status: 409,
  data: {
    statusCode: 409,
    error: 'Conflict',
    message:
      'This change would remove your own last administrative action (UserRolesWrite or UserRolePermissionsWrite); ask another administrator to make it, or give the action to another of your roles first.',
  },
};

const meta = {
  title: 'admin-ui/users/UserEditForm',
  decorators: [withRouter],
  component: UserEditForm,
  args: {
    user: noorHaddad,
    roleChoices: {
      options: sampleRoleOptions,
      status: 'ready',
      retry: fn(),
    },
    onSave: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof UserEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: userEditFormLabels.save })).toBeDisabled();
    await expect(
      canvas.getByRole('checkbox', { name: userEditFormLabels.blockSharing }),
    ).toBeChecked();
  },
};

export const BlockCreating: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: userEditFormLabels.blockCreating }));
    await userEvent.click(canvas.getByRole('button', { name: userEditFormLabels.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        roleIds: ['role-staff', 'role-moderator'],
        isBannedFromCreatingAgents: true,
        isBannedFromSharingAgents: true,
      }),
    );
  },
};

export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(lastAdministrativeAction)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Moderator' }));
    await userEvent.click(canvas.getByRole('button', { name: userEditFormLabels.save }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(userEditFormLabels.saveFailed)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Moderator' })).not.toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: {
    readOnlyReason:
      "You can see this user, but your roles do not allow changing users' roles or settings.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: userEditFormLabels.blockCreating }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: userEditFormLabels.save })).toBeDisabled();
  },
};
