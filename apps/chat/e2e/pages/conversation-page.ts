import { expect, type Locator, type Page } from '@playwright/test';
import { signedInPath } from '../../../../tooling/e2e-dev-token';

/** The conversation view, signed in with a Dev token: the messages, the composer, the answers. */
export class ConversationPage {
  constructor(
    private readonly page: Page,
    private readonly token: string,
  ) {}

  /**
   * Opens `/chat` (the first available agent) or a path under it, and waits until the message
   * input takes a question. The first load signs in and fetches the agent, its guidelines and
   * the conversation: slower than one expectation's 5 s on a busy machine.
   */
  async open(path = '/chat') {
    await this.page.goto(signedInPath(path, this.token));
    await expect(this.messageInput()).toBeEnabled({ timeout: 15_000 });
  }

  messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  messageInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  async ask(question: string) {
    await this.messageInput().fill(question);
    await this.page.getByRole('button', { name: 'Send' }).click();
  }

  stopButton(): Locator {
    return this.page.getByRole('button', { name: 'Stop' });
  }

  /** The words of the last answer (its markdown, rendered). */
  lastAnswerText(): Locator {
    return this.messages().getByTestId('chat-answer-text').last();
  }

  /** Every stored answer's action row, in order. */
  answerActions(): Locator {
    return this.page.getByRole('group', { name: 'Answer actions' });
  }

  /** The last answer's action row (copy, feedback, details). */
  lastAnswerActions(): Locator {
    return this.page.getByRole('group', { name: 'Answer actions' }).last();
  }

  /** The conversation id of the page's route, once a new conversation has one. */
  conversationId(): string | null {
    return new URL(this.page.url()).searchParams.get('conversationId');
  }
}
