import type { Page } from '@playwright/test';

/** The signed-in chat layout: the sidebar column, the header and the account popover. */
export class ChatPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/chat') {
    await this.page.goto(path);
  }

  /** The side column (280 px open, 80 px mini) holding the sidebar's navigation. */
  sidebarColumn() {
    return this.page.getByRole('complementary', { name: 'Sidebar' });
  }

  /** Opens the settings drawer through the account popover and returns the drawer. */
  async openSettings() {
    await this.page.getByRole('button', { name: /^Account: / }).click();
    await this.page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Settings' })
      .click();
    return this.page.getByRole('dialog', { name: 'Settings' });
  }
}
