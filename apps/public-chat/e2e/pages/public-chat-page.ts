import type { Page } from '@playwright/test';

export class PublicChatPage {
  constructor(private readonly page: Page) {}

  async goto(endpoint: string, popup = false) {
    await this.page.goto(`/public-chat/${endpoint}${popup ? '/true' : ''}`);
  }

  heading(endpoint: string) {
    return this.page.getByRole('heading', { level: 1, name: `Chat with ${endpoint}` });
  }
}
