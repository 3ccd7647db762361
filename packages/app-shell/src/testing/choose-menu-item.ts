import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens the menu behind `trigger` and chooses the item named `name` with the keyboard. Pointer
 * selection in Chakra's menus depends on a page-wide pointer-modality tracker that jsdom resets
 * between tests; the keyboard path is the one every user also has.
 */
export async function chooseMenuItem(user: UserEvent, trigger: HTMLElement, name: string) {
  await user.click(trigger);
  const item = await screen.findByRole('menuitem', { name });
  // The menu takes focus a frame after it opens (later still when its code loads on first use):
  // keys pressed before that would go to the page, not the menu.
  const menu = item.closest('[role="menu"]');
  await waitFor(() => {
    if (!menu?.contains(document.activeElement)) throw new Error('The menu has not taken focus.');
  });
  const items = screen.getAllByRole('menuitem');
  for (let step = 0; step <= items.length && !item.hasAttribute('data-highlighted'); step++) {
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}
