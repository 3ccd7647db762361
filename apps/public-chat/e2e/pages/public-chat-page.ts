import type { Page } from '@playwright/test';

export class PublicChatPage {
  constructor(private readonly page: Page) {}

  async goto(endpoint: string, popup = false) {
    await this.page.goto(`/public-chat/${endpoint}${popup ? '/true' : ''}`);
  }

  agentHeading(name = 'Parley Assistant') {
    return this.page.getByRole('heading', { level: 1, name });
  }

  messageInput() {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  async ask(question: string) {
    await this.messageInput().fill(question);
    await this.messageInput().press('Enter');
  }

  stopButton() {
    return this.page.getByRole('button', { name: /stop/i });
  }

  /** The visitor's session for the endpoint, as the app keeps it for the tab. */
  storedSession(endpoint: string): Promise<{
    sessionIdentifier: string;
    sessionTokens: Record<string, string>;
    conversationId: string | null;
  } | null> {
    return this.page.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'),
      `parley.publicChat.${endpoint}`,
    );
  }
}
