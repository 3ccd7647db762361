import { expect, test } from './fixtures/conversation-test';

test('editing a question makes a branch; the arrows switch branches and a reload keeps the path', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  await conversation.open();
  const messages = conversation.messages();

  await conversation.ask('First question');
  await expect(conversation.lastAnswerActions()).toBeVisible({ timeout: 30_000 });
  await conversation.ask('Second question');
  await expect(messages.getByText('Second question').first()).toBeVisible();
  await expect(conversation.answerActions()).toHaveCount(2, { timeout: 30_000 });

  await messages.getByRole('button', { name: 'Edit' }).last().click();
  const field = messages.getByRole('textbox', { name: 'Edit question' });
  await field.fill('Second question, edited');
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages.getByText('Second question, edited').first()).toBeVisible();
  await expect(messages.getByText('Second question', { exact: true })).toBeHidden();
  await expect(messages.getByText('2 / 2')).toBeVisible({ timeout: 30_000 });
  await expect(conversation.answerActions()).toHaveCount(2);
  await expectAccessible();

  await messages.getByRole('button', { name: 'Previous branch' }).click();
  await expect(messages.getByText('1 / 2')).toBeVisible();
  // The question; the offline engine's answer below it quotes it again.
  await expect(messages.getByText('Second question', { exact: true }).first()).toBeVisible();
  await expect(messages.getByText('Second question, edited')).toBeHidden();

  await page.reload();
  await expect(conversation.messages().getByText('1 / 2')).toBeVisible();
  await expect(
    conversation.messages().getByText('Second question', { exact: true }).first(),
  ).toBeVisible();
  await expect(conversation.messages().getByText('First question').first()).toBeVisible();
});
