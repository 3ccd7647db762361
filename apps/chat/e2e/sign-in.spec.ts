import { expect, test } from '../../../tooling/e2e-fixtures';
import { e2eDataDir, e2ePort, seededPassword } from '../../../tooling/e2e-servers';
import { ChatPage } from './pages/chat-page';
import { LoginPage } from './pages/login-page';

const STAFF = { userName: 'staff@parley.local' };

test('/ leads to the login page, which offers the sign-in', async ({ page, expectAccessible }) => {
  await page.goto('/');
  const login = new LoginPage(page);
  await expect(login.signInButton()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
  await expectAccessible();
});

test('a staff member signs in through the embedded identity provider and signs out', async ({
  page,
  expectAccessible,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAs(STAFF.userName, seededPassword(e2eDataDir(e2ePort), STAFF.userName));

  const chat = new ChatPage(page);
  await expect(chat.sidebarColumn()).toBeVisible();
  // `/chat` opens the first agent's chat, titled "{agent} | {app name}" (chat-spec section 2).
  await expect(page).toHaveURL(/\/chat(\/|$)/);
  await expect(page).toHaveTitle(/^.+ \| .+$/);
  await expectAccessible();

  const account = page.getByRole('button', { name: /^Account: / });
  await account.click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await expect(popover.getByText(STAFF.userName)).toBeVisible();
  await expectAccessible();
  await popover.getByRole('button', { name: 'Logout' }).click();

  await expect(login.signInButton()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
});

test('a signed-out visitor on a chat path ends on the login page', async ({ page }) => {
  await page.goto('/chat/some/unknown/page');
  await expect(new LoginPage(page).signInButton()).toBeVisible();
});

test('the health endpoint answers on the same origin', async ({ request }) => {
  const response = await request.get('/api/internal/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', version: '2.2513.3849' });
});
