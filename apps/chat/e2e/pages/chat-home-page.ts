import type { Page } from '@playwright/test';

export class ChatHomePage {
  constructor(private readonly page: Page) {}

  async goto(path = '/chat') {
    await this.page.goto(path);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Parley Chat' });
  }

  serviceStatus() {
    return this.page.getByRole('status');
  }
}
