import { adminMessages } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { RoleForm } from './role-form';
import { roleMessages } from './role-messages';
import { emptyRoleForm } from './role-schema';

/** The errors RTK Query's `unwrap()` rejects with, as the server answers them. */
const conflict = (message: string) => ({
  status: 409,
  data: { statusCode: 409, error: 'Conflict', message },
});

const meta = {
  title: 'admin-ui/roles/RoleForm',
  decorators: [withRouter],
  component: RoleForm,
  args: {
    initialValues: { name: 'Editors', actions: ['GptSystemsRead', 'GptSystemsWrite'] },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof RoleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: roleMessages.save });

/** Nothing typed yet: Save waits for a change. */
export const New: Story = {
  args: { initialValues: emptyRoleForm },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const NewWithoutActions: Story = {
  args: { initialValues: emptyRoleForm },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Auditors');
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByText(adminMessages.roleActionsRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved with the trimmed name; the form then starts again from what was saved. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, ' Agent editors ');
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Agent editors',
      actions: ['GptSystemsRead', 'GptSystemsWrite'],
    });
    await waitFor(() => expect(saveButton(canvasElement)).toBeDisabled());
  },
};

/** The server refused the change for a reason no field shows: a red alert, the input kept. */
export const SaveRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw conflict(
        'This change would remove your own last administrative action (UserRolesWrite or UserRolePermissionsWrite); ask another administrator to make it, or give the action to another of your roles first.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'GptSystemsWrite' }));
    await userEvent.click(saveButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(roleMessages.saveFailed);
    await expect(alert).toHaveTextContent(/remove your own last administrative action/);
    await expect(canvas.getByRole('checkbox', { name: 'GptSystemsWrite' })).not.toBeChecked();
  },
};

/** A 400 naming a field: the message goes on that field. */
export const FieldRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid body: name: Name is reserved',
          fields: [{ field: 'name', message: 'Name is reserved' }],
        },
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 's');
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('Name is reserved')),
    );
  },
};

export const ReadOnly: Story = {
  args: { readOnlyReason: 'You need the UserRolesWrite action to change roles.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(saveButton(canvasElement)).toHaveAccessibleDescription(
      'You need the UserRolesWrite action to change roles.',
    );
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: roleMessages.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
