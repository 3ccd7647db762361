import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@parley/app-shell/testing';
import { OptionsMenuButton } from './options-menu-button';

const user = userEvent.setup();

function renderButton() {
  const onSelect = vi.fn();
  renderWithProviders(
    <OptionsMenuButton
      label="Options for Travel plans"
      items={[
        { value: 'rename', label: 'Rename' },
        { value: 'delete', label: 'Delete', destructive: true },
      ]}
      onSelect={onSelect}
      tourTarget="conversation-options"
    />,
  );
  return onSelect;
}

const button = () => screen.getByRole('button', { name: 'Options for Travel plans' });

describe('OptionsMenuButton', () => {
  it('is a closed menu button before its menu has loaded, with the tour name', () => {
    renderButton();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('data-tour', 'conversation-options');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens its menu on the first click, and a choice reaches onSelect', async () => {
    const onSelect = renderButton();
    await user.click(button());
    const menu = await screen.findByRole('menu');
    // Open is when the menu holds the focus (it takes it a frame after mounting).
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // Chosen from the keyboard: End reaches the last item, Delete. (A pointer's choice is the
    // journeys' part: simulated pointer events on one Chakra menu after another are unreliable.)
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledExactlyOnceWith('delete'));
  });

  it('opens from the keyboard with Arrow Down and gives focus back to the button on Escape', async () => {
    renderButton();
    button().focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
    expect(button()).toHaveAttribute('data-tour', 'conversation-options');
  });

  it('opens again after closing, as any menu', async () => {
    renderButton();
    await user.click(button());
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(button());
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
  });
});
