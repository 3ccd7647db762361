import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RoleDeleteButton } from './role-delete-button';
import { roleMessages } from './role-messages';

const meta = {
  title: 'admin-ui/roles/RoleDeleteButton',
  component: RoleDeleteButton,
  args: { roleName: 'Editors', userCount: 3, onDelete: fn(async () => undefined) },
} satisfies Meta<typeof RoleDeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role in use: the question says how many users hold it and that they lose it. */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: roleMessages.deleteRole }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the role and take it from 3 users?',
    });
    await waitFor(() =>
      expect(
        within(dialog).getByText('“Editors” will be deleted. This cannot be undone.'),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Unused: Story = {
  args: { userCount: 0 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: roleMessages.deleteRole }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const BuiltIn: Story = {
  args: { roleName: 'Staff', disabledReason: roleMessages.builtInCannotBeDeleted },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: roleMessages.deleteRole });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(roleMessages.builtInCannotBeDeleted);
  },
};
