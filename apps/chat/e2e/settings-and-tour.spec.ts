import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from './fixtures/dev-token';
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

  const settings = await chat.openSettings();
  await settings.getByText('Bold', { exact: true }).click();
  await settings.getByText('Full width', { exact: true }).click();
  await expect(page.locator('[data-contrast="bold"][data-stretch="true"]')).toBeVisible();
  await expectAccessible();

  await page.reload();
  await expect(page.locator('[data-contrast="bold"][data-stretch="true"]')).toBeVisible();
  const reopened = await chat.openSettings();
  await expect(reopened.getByRole('radio', { name: 'Bold' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Full width' })).toBeChecked();
});

test('the quick-start tour runs to its end', async ({ page, request, expectAccessible }) => {
  const token = await devToken(request, STAFF);
  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  await expect(chat.sidebarColumn()).toBeVisible();

  await page.getByRole('button', { name: 'Start the quick-start tour' }).click();
  const finish = page.getByRole('button', { name: 'Finish' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  await expectAccessible();
  // "N of M" changes with every step; Next becomes Finish on the last one. Waiting for the step to
  // change before looking for Finish keeps a slow render from sending a click to a missing Next.
  const position = page.getByRole('dialog').getByText(/^\d+ of \d+$/);
  while (!(await finish.isVisible())) {
    const before = await position.innerText();
    await next.click();
    await expect(position).not.toHaveText(before);
  }
  await finish.click();
  await expect(finish).toBeHidden();
  await expect(next).toBeHidden();
});
