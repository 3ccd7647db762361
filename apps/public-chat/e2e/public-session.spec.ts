import { paths, PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import { expect, test } from '../../../tooling/e2e-fixtures';
import type { Page } from '@playwright/test';
import { PublicChatPage } from './pages/public-chat-page';

const endpoint = 'parley-demo';

/** Asks a question and waits until its answer has ended and is stored. */
async function askAndWait(page: Page, publicChat: PublicChatPage, question: string) {
  const storedAnswers = page.getByRole('group', { name: 'Answer actions' });
  const answered = await storedAnswers.count();
  await publicChat.ask(question);
  await expect(page.getByText(question, { exact: true }).first()).toBeVisible();
  // Stop may not show yet when the question does, so its absence proves nothing: a stored answer
  // shows its actions (Copy) once the stream has ended and the conversation is fetched again.
  await expect(storedAnswers).toHaveCount(answered + 1, { timeout: 20_000 });
}

test('a visitor over the rate limit sees the server message, and the question stays typed', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  // playwright.config.ts lets a session ask two questions a minute (PARLEY_PUBLIC_CHAT_RATE_LIMIT).
  const publicChat = new PublicChatPage(page);
  await publicChat.goto(endpoint);
  await askAndWait(page, publicChat, 'First question');
  await askAndWait(page, publicChat, 'Second question');

  await publicChat.ask('Third question');
  await expect(
    page.getByText(/^Too many messages\. Please wait \d+ seconds? and try again\.$/),
  ).toBeVisible();
  await expect(publicChat.messageInput()).toHaveValue('Third question');
  // The notice is a state of its own on the page: it must pass axe like the rest.
  await expectAccessible();
  // The refused POST is this journey's expected failure: the browser and the client log it.
  expect(consoleErrors.splice(0)).toEqual([
    expect.stringContaining('429'),
    expect.stringContaining('Chat request failed'),
  ]);
});

test("another visitor's session cannot read the first visitor's conversation", async ({
  page,
  browser,
  request,
}) => {
  const first = new PublicChatPage(page);
  await first.goto(endpoint);
  await askAndWait(page, first, 'A private matter of the first visitor');
  const stored = await first.storedSession(endpoint);
  const conversationId = stored?.conversationId;
  expect(conversationId).toBeTruthy();
  const conversationPath = paths.publicConversations.one(conversationId ?? '');

  // The first visitor's own session reads it back...
  const own = await request.get(conversationPath, { headers: stored?.sessionTokens });
  expect(own.status()).toBe(200);

  // ...a second visitor's session, from the API, gets 404...
  const second = await request.post(paths.publicConversations.session(endpoint));
  expect(second.status()).toBe(201);
  const secondHeader = second.headers()[PUBLIC_SESSION_HEADER] ?? '';
  expect(secondHeader).not.toBe('');
  const refused = await request.get(conversationPath, {
    headers: { [PUBLIC_SESSION_HEADER]: secondHeader },
  });
  expect(refused.status()).toBe(404);

  // ...and in the UI, a second visitor who somehow holds the conversation id sees a new chat.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const otherErrors: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error') otherErrors.push(message.text());
  });
  await other.goto('/public-chat/parley-demo');
  const otherChat = new PublicChatPage(other);
  await expect(otherChat.agentHeading()).toBeVisible();
  const otherSession = await otherChat.storedSession(endpoint);
  await other.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: `parley.publicChat.${endpoint}`,
    value: JSON.stringify({ ...otherSession, conversationId }),
  });
  await other.reload();
  await expect(otherChat.agentHeading()).toBeVisible();
  await expect(other.getByText('A private matter of the first visitor')).toHaveCount(0);
  // The refused read is the only error the second visitor's page reports.
  expect(otherErrors).toEqual([expect.stringContaining('404')]);
  await otherContext.close();
});
