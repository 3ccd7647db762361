import { expect, test } from '../../../tooling/e2e-fixtures';
import { startConversation } from './fixtures/conversations';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ChatPage } from './pages/chat-page';

// A user of its own, so no other journey's pins change what this one sees.
const USER = 'moderator@parley.local';

test('an agent is pinned from Recent and unpinned from Pinned, with their toasts', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, USER);
  await startConversation(request, token, 'which agents are there?');

  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  const sidebar = page.getByRole('navigation', { name: 'Chat navigation' });
  await sidebar.getByRole('tab', { name: 'Agents' }).click();
  await sidebar.getByRole('tab', { name: 'Recent' }).click();
  const recentOptions = sidebar.getByRole('button', { name: /^Options for / }).first();
  const agentName = ((await recentOptions.getAttribute('aria-label')) ?? '').replace(
    'Options for ',
    '',
  );
  await expectAccessible();

  await recentOptions.click();
  const pin = page.getByRole('menuitem', { name: 'Pin', exact: true });
  const unpin = page.getByRole('menuitem', { name: 'Unpin' });
  await expect(pin.or(unpin)).toBeVisible();
  if (await unpin.isVisible()) {
    await unpin.click();
    await recentOptions.click();
  }
  await pin.click();
  await expect(page.getByText('Agent pinned').last()).toBeVisible();
  // Pinning moves the agent out of Recent (chat-spec section 4), also once the lists refetch.
  const recentEntry = sidebar
    .getByRole('list', { name: 'Recent agents' })
    .getByRole('button', { name: `Options for ${agentName}` });
  await expect(recentEntry).toBeHidden();
  await page.reload();
  await sidebar.getByRole('tab', { name: 'Agents' }).click();
  await sidebar.getByRole('tab', { name: 'Recent' }).click();
  // The list, or the empty message when the pinned agent was the only recent one.
  await expect(
    sidebar
      .getByRole('list', { name: 'Recent agents' })
      .or(sidebar.getByText('Your most recently used agents will appear here.')),
  ).toBeVisible();
  await expect(recentEntry).toBeHidden();

  await sidebar.getByRole('tab', { name: 'Pinned' }).click();
  // In the Pinned list: the Recent list, which holds the same agent, may still be animating out.
  const pinnedOptions = sidebar
    .getByRole('list', { name: 'Pinned agents' })
    .getByRole('button', { name: `Options for ${agentName}` });
  await pinnedOptions.click();
  await page.getByRole('menuitem', { name: 'Unpin' }).click();
  // The last one: an earlier unpin above (a pin left by an interrupted run) has its own toast.
  await expect(page.getByText('Agent unpinned').last()).toBeVisible();
  await expect(pinnedOptions).toBeHidden();
  // Unpinning moves it back to Recent.
  await sidebar.getByRole('tab', { name: 'Recent' }).click();
  await expect(recentEntry).toBeVisible();
});
