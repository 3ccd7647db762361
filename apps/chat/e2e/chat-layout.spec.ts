import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ChatPage } from './pages/chat-page';

const STAFF = 'staff@parley.local';

test('the chat layout shows the navigation, the account popover and its drawers', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, STAFF);
  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);

  await expect(chat.sidebarColumn()).toBeVisible();
  // `/chat` opens the first available agent by name, the seeded Handbook Search, and the page is
  // titled "{page title} | {app name}" with the agent's name (chat-spec section 2).
  await expect(page.getByRole('heading', { level: 1, name: 'Handbook Search' })).toBeVisible();
  await expect(page).toHaveTitle('Handbook Search | Parley');
  await expectAccessible();

  const account = page.getByRole('button', { name: /^Account: / });
  await account.click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await expect(popover.getByText(STAFF)).toBeVisible();
  await expectAccessible();

  await popover.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Close settings' }).click();

  await account.click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'About' })
    .click();
  await expect(page.getByRole('dialog', { name: 'About' })).toBeVisible();
  await expectAccessible();
});

test('the navigation folds to 80 px and back', async ({ page, request }) => {
  const token = await devToken(request, STAFF);
  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(async () => (await chat.sidebarColumn().boundingBox())?.width).toBe(80);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect.poll(async () => (await chat.sidebarColumn().boundingBox())?.width).toBe(280);
});

test('/404 shows the not-found page with a way back to chat', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to chat' })).toBeVisible();
  await expectAccessible();
});

test('"View all Agents" opens the agents page', async ({ page, request, expectAccessible }) => {
  const token = await devToken(request, STAFF);
  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'View all Agents' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Intelligent Agents' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/chat\/agents/);
  await expectAccessible();
});
