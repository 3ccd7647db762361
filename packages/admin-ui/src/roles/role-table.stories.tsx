import type { Role } from '@parley/api-contract';
import { dataTableMessages } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverFailure, sourceOf } from '../testing/console-fixtures';
import { withRouter } from '@parley/app-shell/stories';
import { sampleRoles } from './role-fixtures';
import { roleMessages } from './role-messages';
import { defaultRoleSorting, RoleTable } from './role-table';

const rolesSource = (state: Partial<DataTableSource<Role>> = {}) =>
  sourceOf({ rows: sampleRoles, ...state });

const meta = {
  title: 'admin-ui/roles/RoleTable',
  component: RoleTable,
  decorators: [withRouter],
  args: { source: rolesSource(), sorting: defaultRoleSorting, onSortingChange: fn() },
} satisfies Meta<typeof RoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by name; each name leads to the role's edit page; seeded roles are marked built in. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent('Administrator');
    await expect(canvas.getByRole('link', { name: 'Editors' })).toHaveAttribute(
      'href',
      '/userRole/role-editors/edit',
    );
    await expect(canvas.getAllByText(roleMessages.builtIn)).toHaveLength(2);
  },
};

export const SortedByUsers: Story = {
  play: async ({ args, canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Users/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortingChange).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'userCount' }),
    ]);
  },
};

export const Loading: Story = {
  args: { source: rolesSource({ rows: [], status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: roleMessages.listLabel });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { source: rolesSource({ rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(roleMessages.listEmpty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    source: rolesSource({
      rows: [],
      status: 'error',
      error: serverFailure('The database is away.'),
      retry: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('The database is away.')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    await expect(args.source.retry).toHaveBeenCalledOnce();
  },
};

/** Refreshing failed: the rows stay, under a warning. */
export const RefreshFailed: Story = {
  args: {
    source: rolesSource({ refreshError: { status: 'FETCH_ERROR', error: 'Failed to fetch' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(dataTableMessages.refreshFailed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Staff' })).toBeVisible();
  },
};
