import { expect, test } from '../../../tooling/e2e-fixtures';
import { PublicChatPage } from './pages/public-chat-page';

test('the public chat loads for an endpoint without sign-in', async ({
  page,
  expectAccessible,
}) => {
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('parley-demo');
  await expect(publicChat.heading('parley-demo')).toBeVisible();
  await expect(page).toHaveTitle('Public chat | Parley');
  await expectAccessible();
});

test('the popup path of the embed loads the same chat', async ({ page }) => {
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('parley-demo', true);
  await expect(publicChat.heading('parley-demo')).toBeVisible();
});
