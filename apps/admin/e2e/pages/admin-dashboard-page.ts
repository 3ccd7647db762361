import type { Page } from '@playwright/test';

export class AdminDashboardPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/admin') {
    await this.page.goto(path);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Dashboard' });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }
}
