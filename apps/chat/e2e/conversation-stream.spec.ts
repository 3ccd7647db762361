import { expect, test } from './fixtures/conversation-test';

test('a streamed answer appears token by token and is stored', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  await conversation.open();
  await expectAccessible();

  await conversation.ask('/demo long 200');
  const messages = conversation.messages();
  await expect(messages.getByText('/demo long 200')).toBeVisible();
  await expect(page).toHaveURL(/conversationId=/);

  // Sample the growing answer: several different lengths before it ends.
  const answer = conversation.lastAnswerText();
  const lengths = new Set<number>();
  await expect(async () => {
    lengths.add((await answer.innerText()).length);
    expect(lengths.size).toBeGreaterThanOrEqual(3);
  }).toPass({ intervals: [100] });
  await expect(conversation.lastAnswerActions()).toBeVisible({ timeout: 30_000 });
  const stored = (await answer.textContent()) ?? '';
  await expectAccessible();

  await page.reload();
  await expect(conversation.messages().getByText('/demo long 200')).toBeVisible();
  await expect(conversation.lastAnswerText()).toHaveText(stored);
});

test('Stop keeps the partial answer, marked stopped, also after a reload', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  await conversation.open();

  await conversation.ask('/demo long 5000');
  await expect(conversation.lastAnswerText()).not.toBeEmpty();
  await conversation.stopButton().click();
  const messages = conversation.messages();
  await expect(messages.getByText('Stopped', { exact: true })).toBeVisible();
  // The stored answer replaces the streamed one after the 1 s follow-up (chat-spec section 4).
  await expect(conversation.lastAnswerActions()).toBeVisible();
  const partial = (await conversation.lastAnswerText().textContent()) ?? '';
  await expectAccessible();

  await page.reload();
  await expect(conversation.messages().getByText('Stopped', { exact: true })).toBeVisible();
  await expect(conversation.lastAnswerText()).toHaveText(partial);
});
