import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoleChoicesField, roleChoicesMessages } from './role-choices-field';
import { serverFailure } from '../testing/console-fixtures';
import { sampleRoleOptions } from './user-fixtures';

const meta = {
  title: 'admin-ui/users/RoleChoicesField',
  component: RoleChoicesField,
  args: {
    name: 'roleIds',
    choices: { options: sampleRoleOptions, status: 'ready', retry: fn() },
  },
  render: (args) => (
    // Only Formik: app-shell's FormHarness comes with its node-only test helpers.
    <Formik initialValues={{ roleIds: ['role-staff'] }} onSubmit={() => undefined}>
      <Form aria-label="Example form">
        <RoleChoicesField {...args} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof RoleChoicesField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: roleChoicesMessages.label });
    await expect(within(group).getByRole('checkbox', { name: 'Staff' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Moderator' }));
    await expect(within(group).getByRole('checkbox', { name: 'Moderator' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { choices: { options: [], status: 'loading', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      roleChoicesMessages.loading,
    );
  },
};

/** The signed-in user may not list roles: only the held ones are offered. */
export const OnlyHeldRoles: Story = {
  args: {
    choices: {
      options: sampleRoleOptions.filter((role) => role.value === 'role-staff'),
      status: 'restricted',
      retry: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(roleChoicesMessages.restricted)).toBeVisible();
  },
};

export const NoneListable: Story = {
  args: { choices: { options: [], status: 'restricted', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(roleChoicesMessages.restrictedNone)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    choices: {
      options: [],
      status: 'error',
      error: serverFailure('The roles store is restarting.'),
      retry: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText(roleChoicesMessages.loadFailed)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.choices.retry).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Staff' })).toBeDisabled();
  },
};
