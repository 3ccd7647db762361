import type { AdminUserSummary } from '@parley/api-contract';
import type { DataTableSource } from '@parley/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adaLovelace,
  noorHaddad,
  sampleUserSummaries,
  sourceOf,
  userSummary,
} from '../testing/console-fixtures';
import { roleMessages } from './role-messages';
import { RoleUsersPanel } from './role-users-panel';

/** The role's holders: Noor and Ada, unless told otherwise. */
const holdersSource = (state: Partial<DataTableSource<AdminUserSummary>> = {}) =>
  sourceOf({ rows: [noorHaddad, adaLovelace].map(userSummary), ...state });

const meta = {
  title: 'admin-ui/roles/RoleUsersPanel',
  component: RoleUsersPanel,
  args: {
    holders: holdersSource(),
    onRemove: fn(async () => true),
    errors: [],
    assign: {
      candidates: sampleUserSummaries,
      status: 'ready',
      hasMore: false,
      onSearchChange: fn(),
      onAssign: fn(async () => true),
    },
  },
} satisfies Meta<typeof RoleUsersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Removing a user calls back, then the focus moves to the section's heading. */
export const Holders: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: roleMessages.removeUserLabel('Ada Lovelace') }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(userSummary(adaLovelace));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: roleMessages.usersHeading }),
      ).toHaveFocus(),
    );
  },
};

export const Loading: Story = {
  args: { holders: holdersSource({ rows: [], status: 'loading' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: roleMessages.usersLabel }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Nobody: Story = {
  args: { holders: holdersSource({ rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(roleMessages.usersEmpty)).toBeVisible();
  },
};

export const RemovalRefused: Story = {
  args: {
    onRemove: fn(async () => false),
    errors: [
      'This change would remove your own last administrative action (UserRolesWrite or UserRolePermissionsWrite); ask another administrator to make it, or give the action to another of your roles first.',
    ],
    errorTitle: roleMessages.removeFailed,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(roleMessages.removeFailed);
  },
};

export const NotAllowed: Story = {
  args: {
    disabledReason:
      'You need the UserRolesWrite or UserRolePermissionsWrite action to assign or remove users.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', {
      name: roleMessages.removeUserLabel('Noor Haddad'),
    });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(
      'You need the UserRolesWrite or UserRolePermissionsWrite action to assign or remove users.',
    );
    await expect(canvas.getByRole('combobox', { name: roleMessages.findUser })).toBeDisabled();
  },
};
