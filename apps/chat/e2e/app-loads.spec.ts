import { expect, test } from '../../../tooling/e2e-fixtures';
import { ChatHomePage } from './pages/chat-home-page';

test('the chat app loads over https from the server and talks to its API', async ({
  page,
  expectAccessible,
}) => {
  const chat = new ChatHomePage(page);
  await chat.goto();
  await expect(chat.heading()).toBeVisible();
  await expect(page).toHaveTitle('Chat | Parley');
  await expect(chat.serviceStatus()).toHaveText('Service online');
  await expectAccessible();
});

test('a deep link is served by the SPA fallback and unknown paths land on chat', async ({
  page,
}) => {
  const chat = new ChatHomePage(page);
  await chat.goto('/chat/some/unknown/page');
  await expect(chat.heading()).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
});

test('the health endpoint answers on the same origin', async ({ request }) => {
  const response = await request.get('/api/internal/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', version: '2.2513.3849' });
});
