import { expect, test } from '../../../tooling/e2e-fixtures';
import { startConversation } from './fixtures/conversations';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ChatPage } from './pages/chat-page';

const STAFF = 'staff@parley.local';

test('contrast and stretch apply at once and persist after a reload', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, STAFF);
  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);

  // The composer's width, normal and stretched: stretch widens the conversation, not only the
  // header (issue 13). A wide window, so the normal width is narrower than the content area.
  await page.setViewportSize({ width: 1800, height: 900 });
  const composerWidth = async () =>
    (await page.getByRole('form', { name: 'Message composer' }).boundingBox())?.width ?? 0;
  const normal = await composerWidth();

  const settings = await chat.openSettings();
  await settings.getByText('Bold', { exact: true }).click();
  await settings.getByText('Full width', { exact: true }).click();
  await expect(page.locator('[data-contrast="bold"][data-stretch="true"]')).toBeVisible();
  await expectAccessible();
  // The drawer keeps the page out of reach while open: measure once it is closed.
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect.poll(composerWidth).toBeGreaterThan(normal + 200);

  await page.reload();
  await expect(page.locator('[data-contrast="bold"][data-stretch="true"]')).toBeVisible();
  const reopened = await chat.openSettings();
  await expect(reopened.getByRole('radio', { name: 'Bold' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Full width' })).toBeChecked();
});

/** The seeded Handbook Search agent: it takes files, so the upload button is on screen. */
const HANDBOOK_SEARCH = '00000000-0000-4000-8000-000000000403';

test('the quick-start tour shows each of its 12 steps in turn, on a page where every target is', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, STAFF);
  // A conversation in the history, so its options button (a step's target) is on screen.
  await startConversation(request, token, 'a conversation for the tour');
  const chat = new ChatPage(page);
  await chat.goto(`/chat/${HANDBOOK_SEARCH}?n1ai=${encodeURIComponent(token)}`);
  await expect(chat.sidebarColumn()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload files' })).toBeVisible();

  await page.getByRole('button', { name: 'Start the quick-start tour' }).click();
  const tooltip = page.getByRole('dialog').filter({ has: page.getByText(/^\d+ of 12$/) });
  const position = tooltip.getByText(/^\d+ of 12$/);
  await expect(position).toHaveText('1 of 12');
  await expectAccessible();
  // No step is skipped: each shows its position in turn, and Next becomes Finish on the last.
  for (let step = 2; step <= 12; step++) {
    await tooltip.getByRole('button', { name: 'Next' }).click();
    await expect(position).toHaveText(`${step} of 12`);
  }
  const finish = tooltip.getByRole('button', { name: 'Finish' });
  await finish.click();
  await expect(finish).toBeHidden();
});
