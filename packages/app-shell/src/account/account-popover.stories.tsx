import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountPopover } from './account-popover';

const meta = {
  title: 'chat-ui/AccountPopover',
  component: AccountPopover,
  args: {
    name: 'Staff Member',
    userName: 'staff@parley.local',
    workspace: 'chat',
    showWorkspaceToggle: true,
    onSwitchWorkspace: fn(),
    onOpenSettings: fn(),
    onOpenAbout: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithManagement: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account: Staff Member' }),
    );
    const userName = await body.findByText('staff@parley.local');
    await waitFor(() => expect(userName).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Management' }));
    await expect(args.onSwitchWorkspace).toHaveBeenCalledOnce();
  },
};

export const ChatOnly: Story = {
  args: { showWorkspaceToggle: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account: Staff Member' }),
    );
    await userEvent.click(await body.findByRole('button', { name: 'Logout' }));
    await expect(body.queryByRole('button', { name: 'Management' })).toBeNull();
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
