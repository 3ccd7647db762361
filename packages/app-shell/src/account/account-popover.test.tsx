import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from '@parley/theme-brands';
import { describe, expect, it, vi } from 'vitest';
import { AccountPopover } from './account-popover';
import type { AccountPopoverProps } from './account-popover';

function renderPopover(overrides: Partial<AccountPopoverProps> = {}) {
  const props: AccountPopoverProps = {
    name: 'Staff Member',
    userName: 'staff@parley.local',
    workspace: 'chat',
    showWorkspaceToggle: true,
    onSwitchWorkspace: vi.fn(),
    onOpenSettings: vi.fn(),
    onOpenAbout: vi.fn(),
    onLogout: vi.fn(),
    ...overrides,
  };
  render(
    <BrandProvider>
      <AccountPopover {...props} />
    </BrandProvider>,
  );
  return props;
}

/** Opens the popover (its code loads on the first use) and waits for it to show. */
async function openPopover() {
  await userEvent.click(screen.getByRole('button', { name: 'Account: Staff Member' }));
  await screen.findByRole('dialog', { name: 'Account' });
}

describe('AccountPopover (chat-spec section 2)', () => {
  it('shows the name and the user name', async () => {
    renderPopover();
    await openPopover();
    expect(await screen.findByText('staff@parley.local')).toBeVisible();
    expect(screen.getAllByText('Staff Member').length).toBeGreaterThan(0);
  });

  it('offers the Chat/Management toggle when the user may open management', async () => {
    const props = renderPopover();
    await openPopover();
    await userEvent.click(await screen.findByRole('button', { name: 'Management' }));
    expect(props.onSwitchWorkspace).toHaveBeenCalledOnce();
  });

  it('in the console, shows Management pressed and Chat leading back to the chat', async () => {
    const props = renderPopover({ workspace: 'management' });
    await openPopover();
    const management = await screen.findByRole('button', { name: 'Management' });
    expect(management).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(management);
    expect(props.onSwitchWorkspace).not.toHaveBeenCalled();
    const chat = await screen.findByRole('button', { name: 'Chat' });
    expect(chat).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chat);
    expect(props.onSwitchWorkspace).toHaveBeenCalledOnce();
  });

  it('hides the Chat/Management toggle for a user with only agent-read', async () => {
    renderPopover({ showWorkspaceToggle: false });
    await openPopover();
    await screen.findByRole('button', { name: 'Settings' });
    expect(screen.queryByRole('button', { name: 'Management' })).not.toBeInTheDocument();
  });

  it('opens Settings and About, and logs out', async () => {
    const props = renderPopover();
    await openPopover();
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    await openPopover();
    await userEvent.click(await screen.findByRole('button', { name: 'About' }));
    await openPopover();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(props.onOpenSettings).toHaveBeenCalledOnce();
    expect(props.onOpenAbout).toHaveBeenCalledOnce();
    expect(props.onLogout).toHaveBeenCalledOnce();
  });

  it('opens from the keyboard the first time, and Escape gives focus back to the button', async () => {
    renderPopover();
    const button = screen.getByRole('button', { name: 'Account: Staff Member' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account: Staff Member' })).toHaveFocus(),
    );
  });
});
