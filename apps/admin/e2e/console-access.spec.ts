import { adminMenu } from '@parley/api-contract';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';

const ADMIN = 'admin@parley.local';
const MODERATOR = 'moderator@parley.local';
const STAFF = 'staff@parley.local';

/** The seeded instance has personal agents and connections off (their items need them on). */
const offByDefault = new Set(['Connections', 'Report Moderation']);

test('a signed-out visitor at /admin gets the login page, never console content', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/admin/userRole');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth\/jwt\/login$/);
  await expect(page).toHaveTitle(/^Login \| /);
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expectAccessible();
});

test('the administrator sees every menu item in its two sections and opens each page', async ({
  page,
  expectAccessible,
}) => {
  const console = new ConsolePage(page);
  await console.openAs(ADMIN);
  await expect(console.heading()).toHaveText('Dashboard');
  await expect(page).toHaveTitle(/^Dashboard \| /);

  const expected = adminMenu.filter((item) => !offByDefault.has(item.title));
  await expect(console.menuItems()).toHaveText(expected.map((item) => item.title));
  for (const section of ['Manage Agents', 'Administration']) {
    await expect(console.section(section)).toBeVisible();
  }
  await expect(console.menuItems().filter({ hasText: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible();

  // Every item opens its page (or, for a page of tabs, its first tab), whose heading names it.
  for (const item of expected) {
    await console.menuItems().filter({ hasText: item.title }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}(/[A-Za-z]+)?$`));
    await expect(console.heading()).toHaveText(item.title);
  }

  // The account menu: name and user name, Management pressed, Chat leading back to the chat.
  const account = await console.openAccountMenu();
  await expect(account.getByText(ADMIN)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Management' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible();
  await account.getByRole('button', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat(\/|$)/);

  // And from the chat, Management leads back to the console.
  await page.getByRole('button', { name: /^Account: / }).click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Management' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(console.heading()).toHaveText('Dashboard');
});

test('the moderator sees only what its actions reveal', async ({ page, expectAccessible }) => {
  const console = new ConsolePage(page);
  await console.openAs(MODERATOR);
  // Its one console action (ModerationRead) reveals Report Moderation, which needs personal agents.
  await expect(console.heading()).toHaveText('Access denied');
  await expect(console.menuItems()).toHaveCount(0);
  await expectAccessible();

  // A typed address opens nothing the menu hides.
  await page.goto('/admin/audit');
  await expect(console.heading()).toHaveText('Access denied');
  await expect(page.getByRole('heading', { name: 'Audit Logs' })).toHaveCount(0);
});

test('the staff user has no Management toggle and gets the access-denied page on /admin/userRole', async ({
  page,
  expectAccessible,
}) => {
  const console = new ConsolePage(page);
  await console.openAs(STAFF, '/chat');
  await page.getByRole('button', { name: /^Account: / }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Management' })).toHaveCount(0);

  await page.goto('/admin/userRole');
  await expect(console.heading()).toHaveText('Access denied');
  await expect(page).toHaveTitle(/^Access denied \| /);
  await expect(page.getByRole('alert')).toContainText(
    'Your roles do not allow you to open this page.',
  );
  await expect(page.getByRole('heading', { name: 'User Roles' })).toHaveCount(0);
  await expectAccessible();
});

test('an unknown path under /admin goes to the admin index', async ({ page }) => {
  const console = new ConsolePage(page);
  await console.openAs(ADMIN, '/admin/no/such/page');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(console.heading()).toHaveText('Dashboard');
});
