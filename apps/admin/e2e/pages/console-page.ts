import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectToast } from '../../../../tooling/e2e-toasts';
import { devToken, signedInPath } from '../../../../tooling/e2e-dev-token';
import { expectSignedIn } from './second-browser';

/** The console as a signed-in user sees it: its menu, its account menu, its page heading. */
export class ConsolePage {
  constructor(private readonly page: Page) {}

  /** Opens `path` signed in as `userName` (with the automation-only Dev token). */
  async openAs(userName: string, path = '/admin') {
    const token = await devToken(this.page.request, userName);
    await this.page.goto(signedInPath(path, token));
    await expectSignedIn(this.page);
  }

  menu() {
    return this.page.getByRole('navigation', { name: 'Console' });
  }

  menuItems() {
    return this.menu().getByRole('link');
  }

  section(name: string) {
    return this.menu().getByRole('region', { name });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async openAccountMenu() {
    await this.page.getByRole('button', { name: /^Account: / }).click();
    return this.page.getByRole('dialog', { name: 'Account' });
  }

  /**
   * Sets the personalAgents tab's first switch (AllowUserCreatedGptSystems) as asked, saving only
   * if that changes it: journeys run in any order, so none may assume the switch's state.
   */
  async setPersonalAgents(on: boolean) {
    await this.page.goto('/admin/instanceSettings/personalAgents');
    const form = this.page.getByRole('form', { name: 'Personal agents' });
    const allow = form.getByRole('checkbox', { name: 'Allow personal agents' });
    await expect(allow).toBeVisible();
    if ((await allow.isChecked()) === on) return;
    await form.getByText('Allow personal agents').click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(this.page, 'Settings saved');
  }

  /**
   * Ticks the checkbox `name` in `group` as a person does, by its label: Chakra draws the box over
   * a visually hidden input, which a click on the input itself cannot reach.
   */
  async tick(group: Locator, name: string) {
    await group.getByText(name, { exact: true }).click();
    await expect(group.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
}
