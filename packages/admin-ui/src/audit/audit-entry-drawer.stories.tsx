import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuditEntryDrawer, auditEntryMessages } from './audit-entry-drawer';
import { auditEntryFixture } from './audit-fixtures';

const meta = {
  title: 'admin-ui/audit/AuditEntryDrawer',
  component: AuditEntryDrawer,
  args: {
    open: true,
    onClose: fn(),
    onShowHistory: fn(),
    entry: auditEntryFixture(1),
  },
} satisfies Meta<typeof AuditEntryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An entry with its fields and its before and after compared; Escape closes it. */
export const Entry: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: auditEntryMessages.title });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Visible once the drawer has slid in.
    await waitFor(() => expect(within(drawer).getByText('r-1')).toBeVisible());
    await expect(within(drawer).getByRole('list', { name: 'Changed keys' })).toHaveTextContent(
      'namechanged',
    );
    await userEvent.click(
      within(drawer).getByRole('button', { name: auditEntryMessages.showHistory }),
    );
    await expect(args.onShowHistory).toHaveBeenCalledWith(args.entry);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A permalink's entry on its way. */
export const Loading: Story = {
  args: { entry: undefined },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: auditEntryMessages.loading }),
    ).toBeInTheDocument();
  },
};

/** A permalink to an entry that does not exist: the server's words. */
export const NotFound: Story = {
  args: {
    entry: undefined,
    error: {
      status: 404,
      data: {
        statusCode: 404,
        error: 'Not Found',
        message: 'No audit entry has the id "00000000-0000-4000-8000-000000000009".',
      },
    },
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(auditEntryMessages.failed);
    await expect(alert).toHaveTextContent('No audit entry has the id');
  },
};
