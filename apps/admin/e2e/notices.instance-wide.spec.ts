import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

// Instance-wide: a notice for all brands shows in every user's chat, so this journey runs on the
// instance-wide server, one journey at a time, and withdraws its notice before it ends.

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
const NOTICE = `Maintenance tonight from 22:00 (journey ${Date.now()})`;
const NOTICES_PATH = '/api/internal/admin/notices';

/** Withdraws the journey's notice through the API if the journey left it (a failure midway). */
async function withdrawLeftOver(request: APIRequestContext) {
  const token = await devToken(request, ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get(NOTICES_PATH, { headers })).json()) as {
    items: { noticeId: string; text: string }[];
  };
  for (const notice of list.items.filter((item) => item.text === NOTICE)) {
    await request.delete(`${NOTICES_PATH}/${notice.noticeId}`, { headers });
  }
}

/** Reloads the chat and waits until it has read the current notices. */
async function reloadChat(chat: Page) {
  const listed = chat.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/messages' && response.request().method() === 'GET',
  );
  await chat.reload();
  expect((await listed).ok()).toBe(true);
}

test('the administrator publishes a notice for all brands; the staff user reads it in the chat and dismisses it for good; the audit log records it', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  try {
    const admin = new ConsolePage(page);
    await admin.openAs(ADMIN, '/admin/notices');
    await expect(admin.heading()).toHaveText('Notices');
    await expect(
      admin.section('Administration').getByRole('link', { name: 'Notices' }),
    ).toBeVisible();
    await expectAccessible();

    // A new notice starts now and ends tomorrow, on all brands.
    await page.getByRole('link', { name: 'New notice' }).click();
    await expect(admin.heading()).toHaveText('New notice');
    await expect(page.getByRole('combobox', { name: /Brand/ })).toHaveValue('');
    await page.getByRole('textbox', { name: /Text/ }).fill(NOTICE);
    await expect(page.getByText(`${NOTICE.length} of 1000 characters`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Severity' }).selectOption('Warning');
    await expectAccessible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Notice published');
    await expect(page).toHaveURL(/\/admin\/notices$/);
    const row = page.getByRole('table', { name: 'Notices' }).getByRole('row', { name: NOTICE });
    await expect(row).toContainText('All brands');
    await expect(row).toContainText('Current');

    // The staff user reads it above the chat, dismisses it, and it stays gone after a reload.
    const staff = await SecondBrowser.open(browser, STAFF, '/chat');
    const notice = staff.page.getByRole('note', { name: NOTICE });
    await expect(notice).toBeVisible();
    await expectAccessible(staff.page);
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toBeHidden();
    await reloadChat(staff.page);
    await expect(staff.page.getByRole('button', { name: /^Account: / })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await staff.close();

    // The audit log holds the notice as it was published.
    await page.goto('/admin/audit?type=Notice');
    const entries = page.getByRole('table', { name: 'Audit log entries' });
    await entries.getByRole('row').filter({ hasText: 'Created' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Audit entry' });
    await expect(drawer.getByRole('region', { name: 'After' })).toContainText(NOTICE);
    await page.getByRole('button', { name: 'Close audit entry' }).click();

    // The administrator withdraws it.
    await page.goto('/admin/notices');
    await page.getByRole('link', { name: NOTICE }).click();
    await expect(admin.heading()).toHaveText('Edit notice');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw notice?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Notice withdrawn');
    await expect(page.getByRole('link', { name: NOTICE })).toHaveCount(0);
  } finally {
    await withdrawLeftOver(request);
  }
});
