import { expect, test } from './fixtures/conversation-test';

test('feedback on an answer is given, kept over a reload, and removed', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  await conversation.open();
  await conversation.ask('Is feedback welcome?');
  const actions = conversation.lastAnswerActions();
  await expect(actions).toBeVisible({ timeout: 30_000 });

  const good = actions.getByRole('button', { name: 'Good answer' });
  await good.click();
  await expect(good).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible();

  await page.reload();
  const reloaded = conversation.lastAnswerActions().getByRole('button', { name: 'Good answer' });
  await expect(reloaded).toHaveAttribute('aria-pressed', 'true');
  await reloaded.click();
  await expect(reloaded).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(
    conversation.lastAnswerActions().getByRole('button', { name: 'Good answer' }),
  ).toHaveAttribute('aria-pressed', 'false');
});
