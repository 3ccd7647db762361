import { expect, test } from './fixtures/conversation-test';

test('a streamed answer appears token by token and is stored', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  await conversation.open();
  await expectAccessible();

  // The page itself records each length the answer takes as it is drawn (a poll from the test
  // could miss the growth on a busy machine, where the answer may finish between two samples).
  // It watches the body: the list may be drawn anew once the conversation has its address.
  await page.evaluate(() => {
    const lengths = new Set<number>();
    Object.assign(window, { answerLengths: lengths });
    new MutationObserver(() => {
      const answers = document.querySelectorAll(
        '[aria-label="Messages"] [data-testid="chat-answer-text"]',
      );
      const text = answers[answers.length - 1]?.textContent ?? '';
      if (text.length > 0) lengths.add(text.length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await conversation.ask('/demo long 200');
  const messages = conversation.messages();
  await expect(messages.getByText('/demo long 200').first()).toBeVisible();
  await expect(page).toHaveURL(/conversationId=/);

  // The answer grew through several lengths before it ended: it streamed, not arrived whole.
  const answer = conversation.lastAnswerText();
  await expect(conversation.lastAnswerActions()).toBeVisible({ timeout: 30_000 });
  const lengthsDrawn = await page.evaluate(
    () => (window as unknown as { answerLengths: Set<number> }).answerLengths.size,
  );
  expect(lengthsDrawn).toBeGreaterThanOrEqual(3);
  const stored = (await answer.textContent()) ?? '';
  await expectAccessible();

  // A long answer scrolls inside the message list only (issue 13): the page itself does not
  // scroll, the top bar and the conversation's title stay in view, the list holds more than it shows
  // (a short window, so the answer is longer than the screen).
  await page.setViewportSize({ width: 1280, height: 480 });
  const pageScroll = await page.evaluate(() => ({
    scrollable: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    scrolled: window.scrollY,
  }));
  expect(pageScroll).toEqual({ scrollable: 0, scrolled: 0 });
  await expect(page.getByRole('banner')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
  const list = await messages.evaluate((region) => ({
    overflow: region.scrollHeight - region.clientHeight,
    atEnd: region.scrollHeight - region.scrollTop - region.clientHeight,
  }));
  expect(list.overflow).toBeGreaterThan(0);
  await expect(page.getByRole('form', { name: 'Message composer' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.reload();
  await expect(conversation.messages().getByText('/demo long 200').first()).toBeVisible();
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
