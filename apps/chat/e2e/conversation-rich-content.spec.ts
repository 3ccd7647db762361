import { expect, test } from './fixtures/conversation-test';

/** The seeded Handbook Search agent, whose offline answers carry citations. */
const HANDBOOK_SEARCH = '00000000-0000-4000-8000-000000000403';

test('an answer shows its steps, code-interpreter output, a generated image and citations to download', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  await conversation.open(`/chat/${HANDBOOK_SEARCH}`);

  await conversation.ask('/demo all travel');
  const messages = conversation.messages();
  // The step-update status line shows while the agent works.
  await expect(messages.getByText('Running code')).toBeVisible();
  const codeOutput = messages.getByRole('region', { name: 'Code interpreter output' });
  await expect(codeOutput).toBeVisible({ timeout: 30_000 });
  await expect(codeOutput).not.toBeEmpty();
  await expect(conversation.lastAnswerActions()).toBeVisible({ timeout: 30_000 });

  const image = messages.getByRole('img').last();
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
  const sources = messages.getByRole('region', { name: 'Sources' });
  await expect(sources.getByText('Travel policy')).toBeVisible();
  await expectAccessible();

  const download = page.waitForEvent('download');
  await sources.getByRole('button', { name: 'Download Travel policy' }).click();
  expect((await download).suggestedFilename()).toBe('Travel policy.md');

  await page.reload();
  await expect(conversation.messages().getByRole('region', { name: 'Sources' })).toBeVisible();
  await expect(
    conversation.messages().getByRole('region', { name: 'Code interpreter output' }),
  ).not.toBeEmpty();
});
