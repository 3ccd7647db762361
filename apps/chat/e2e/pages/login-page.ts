import type { Page } from '@playwright/test';

/** `/auth/jwt/login` and the embedded identity provider's sign-in form it redirects to. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/auth/jwt/login');
  }

  signInButton() {
    return this.page.getByRole('button', { name: 'Sign in' });
  }

  /** The real redirect flow: the app's button, the provider's form, back through the bridge page. */
  async signInAs(userName: string, password: string) {
    await this.signInButton().click();
    await this.page.getByLabel('User name').fill(userName);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.waitForURL(/\/chat/);
  }
}
