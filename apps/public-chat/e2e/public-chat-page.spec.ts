import { expect, test } from '../../../tooling/e2e-fixtures';
import { PublicChatPage } from './pages/public-chat-page';

test('the public chat opens for an endpoint without sign-in, with the agent and a side area', async ({
  page,
  expectAccessible,
}) => {
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('parley-demo');
  await expect(publicChat.agentHeading()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('complementary', { name: 'About this chat' })).toBeVisible();
  await expect(page).toHaveTitle('Parley Assistant | Parley');
  await expectAccessible();
});

test('the popup path shows the same chat without the side area', async ({ page }) => {
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('parley-demo', true);
  await expect(publicChat.agentHeading()).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

test('an unknown endpoint shows a clear page instead of an error screen', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('no-such-chat');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This chat is not available' }),
  ).toBeVisible();
  // The refused session call is the expected 404 of this journey, nothing else.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('404')]);
  await expectAccessible();
});
