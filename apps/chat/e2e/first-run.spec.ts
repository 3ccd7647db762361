import { expect, test } from '../../../tooling/e2e-fixtures';
import { e2eDataDir, e2eOrigin, firstRunPort, seededPassword } from '../../../tooling/e2e-servers';
import { ChatPage } from './pages/chat-page';
import { LoginPage } from './pages/login-page';

/**
 * The README's quick start, as a new user meets it: `npm start` (playwright.config.ts runs it on
 * its own port and empty data directory), open the URL, choose Sign in, sign in as a seeded user
 * with the password the start printed and kept in the data directory.
 */
test.use({ baseURL: e2eOrigin(firstRunPort) });

const ADMIN = 'admin@parley.local';

test('after npm start, a new user signs in through the page with the generated password, and out again', async ({
  page,
  request,
  expectAccessible,
  consoleErrors,
}) => {
  await page.goto('/');
  const login = new LoginPage(page);
  await expect(login.signInButton()).toBeVisible();
  await expect(page.getByText(/^Demonstration sign-in:/)).toBeVisible();
  await expectAccessible();

  await login.signInButton().click();
  await expect(page.getByText("Parley's built-in demonstration sign-in.")).toBeVisible();
  await expectAccessible();
  // A wrong password is refused, on the provider's page, without saying which part was wrong.
  await page.getByLabel('User name').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The user name or password is not right.');
  // The refused form answers 422, which Chromium reports in the console: expected here, once
  // (with the status text over HTTP/1.1, without it over HTTP/2).
  expect(consoleErrors.splice(0)).toEqual([
    expect.stringMatching(/^Failed to load resource: the server responded with a status of 422 /),
  ]);

  await page
    .getByLabel('Password', { exact: true })
    .fill(seededPassword(e2eDataDir(firstRunPort), ADMIN));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/chat/);
  const chat = new ChatPage(page);
  await expect(chat.sidebarColumn()).toBeVisible();

  await page.getByRole('button', { name: /^Account: / }).click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await expect(popover.getByText(ADMIN)).toBeVisible();
  await popover.getByRole('button', { name: 'Logout' }).click();
  await expect(login.signInButton()).toBeVisible();

  // Nobody gets a session without a password here: the automation-only exchange is off.
  const dev = await request.post('/api/internal/authorization/Dev/GenerateToken', {
    data: { userName: ADMIN },
  });
  expect(dev.status()).toBe(404);
});
