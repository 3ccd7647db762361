import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { roleMessages } from '../roles/role-messages';
import { DeleteButton } from './delete-button';

const meta = {
  title: 'admin-ui/components/DeleteButton',
  component: DeleteButton,
  args: {
    label: roleMessages.deleteRole,
    heading: roleMessages.deleteHeading(3),
    name: 'Editors',
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof DeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question names what goes; Delete deletes (a role in use says who loses it). */
export const Confirmed: Story = {
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

/** Cancel, where the dialog starts, deletes nothing. */
export const Cancelled: Story = {
  args: { heading: roleMessages.deleteHeading(0) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: roleMessages.deleteRole }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** What may not be deleted keeps the button, disabled, with the reason. */
export const NotAllowed: Story = {
  args: { name: 'Staff', disabledReason: roleMessages.builtInCannotBeDeleted },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: roleMessages.deleteRole });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(roleMessages.builtInCannotBeDeleted);
  },
};
