import { expect, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
/** Unique to this run, so the journey finds its own report among any others. */
const FAILURE = `Journey failure ${Date.now()}`;
const REPORTS_PATH = '/api/internal/errorReports';

test("an uncaught error in the chat is reported to the server, and the administrator reads it, with its stack, in the console's Error Reports", async ({
  page,
  browser,
  expectAccessible,
}) => {
  // The staff user's chat: an error thrown outside React, as a failing timer would.
  const chat = await SecondBrowser.open(browser, STAFF, '/chat');
  const reported = chat.page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === REPORTS_PATH && response.request().method() === 'POST',
  );
  await chat.page.evaluate((message) => {
    // A query string that must not reach the report (personal data stays in the browser).
    window.history.replaceState(null, '', '/chat?search=private');
    setTimeout(() => {
      throw new Error(message);
    });
  }, FAILURE);
  const answer = await reported;
  expect(answer.status()).toBe(204);
  // The environment is the product settings' name once they load (chat-spec start-up).
  const settings = (await (await page.request.get('/api/internal/InstanceSettings')).json()) as {
    name: string;
  };
  expect(answer.request().postDataJSON()).toMatchObject({
    app: 'chat',
    environment: settings.name,
    message: FAILURE,
    path: '/chat',
    source: 'window',
  });
  await chat.close({ expectedErrors: [new RegExp(FAILURE)] });

  // The administrator finds it beside the audit log, searches for it and opens it.
  const admin = new ConsolePage(page);
  await admin.openAs(ADMIN, '/admin/audit');
  await admin.section('Administration').getByRole('link', { name: 'Error Reports' }).click();
  await expect(admin.heading()).toHaveText('Error Reports');
  await page.getByRole('searchbox', { name: 'Search error reports' }).fill(FAILURE);
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: 'Error reports' });
  const row = table.getByRole('row').filter({ hasText: FAILURE });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    /\S/,
    'Chat',
    settings.name,
    FAILURE,
    STAFF,
    '1',
  ]);
  await expectAccessible();

  await row.getByRole('cell', { name: FAILURE }).click();
  const drawer = page.getByRole('dialog', { name: 'Error report' });
  await expect(drawer.getByRole('region', { name: 'Stack' })).toContainText(FAILURE);
  await expect(drawer.getByText('/chat', { exact: true })).toBeVisible();
  await expect(drawer).not.toContainText('private');
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
