import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminMessages } from '@parley/api-contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { NewUserForm, newUserFormLabels } from './new-user-form';
import { sampleRoleOptions } from './user-fixtures';

const conflict = {
  status: 409,
  data: {
    statusCode: 409,
    error: 'Conflict',
    message: 'A user named "ada@parley.local" exists already.',
  },
};

const meta = {
  title: 'admin-ui/users/NewUserForm',
  decorators: [withRouter],
  component: NewUserForm,
  args: {
    roleChoices: {
      options: sampleRoleOptions,
      status: 'ready',
      retry: fn(),
    },
    onSave: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof NewUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: newUserFormLabels.save }),
    ).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, newUserFormLabels.userName), 'grace@parley.local');
    await userEvent.type(field(canvasElement, newUserFormLabels.displayName), 'Grace Hopper');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Staff' }));
    await userEvent.click(canvas.getByRole('button', { name: newUserFormLabels.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        userName: 'grace@parley.local',
        displayName: 'Grace Hopper',
        roleIds: ['role-staff'],
      }),
    );
  },
};

export const InvalidUserName: Story = {
  play: async ({ canvasElement }) => {
    const userName = field(canvasElement, newUserFormLabels.userName);
    await userEvent.type(userName, 'not-an-address');
    await userEvent.tab();
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription(
        expect.stringContaining(adminMessages.userNameInvalid),
      ),
    );
  },
};

export const UserNameTaken: Story = {
  args: { onSave: fn(async () => Promise.reject(conflict)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, newUserFormLabels.userName), 'ada@parley.local');
    await userEvent.type(field(canvasElement, newUserFormLabels.displayName), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: newUserFormLabels.save }));
    await expect(await canvas.findByText(conflict.data.message)).toBeVisible();
    await expect(field(canvasElement, newUserFormLabels.userName)).toHaveValue('ada@parley.local');
  },
};

export const NotAllowed: Story = {
  args: { readOnlyReason: 'Your roles do not allow adding users.' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, newUserFormLabels.userName)).toBeDisabled();
  },
};
