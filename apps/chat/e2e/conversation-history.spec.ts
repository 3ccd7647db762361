import { expect, test } from '../../../tooling/e2e-fixtures';
import { startConversation } from './fixtures/conversations';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ChatPage } from './pages/chat-page';

const STAFF = 'staff@parley.local';

test('a conversation is renamed, archived, unarchived, found, exported and deleted', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, STAFF);
  const marker = `journey-${Date.now().toString(36)}`;
  await startConversation(request, token, `${marker} hello`);
  // One that the search must hide: once it is gone, the (debounced) search has applied.
  const unmatched = `unmatched-${Date.now().toString(36)}`;
  await startConversation(request, token, `${unmatched} hello`);

  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  const sidebar = page.getByRole('navigation', { name: 'Chat navigation' });
  await expect(sidebar.getByText('Today', { exact: true })).toBeVisible();
  const options = (title: RegExp | string) =>
    sidebar.getByRole('button', {
      name: typeof title === 'string' ? `Options for ${title}` : title,
    });
  await expect(options(new RegExp(`Options for .*${marker}`))).toBeVisible();
  await expectAccessible();

  const renamed = `${marker} renamed`;
  await options(new RegExp(`Options for .*${marker}`)).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const titleField = sidebar.getByRole('textbox', { name: 'Conversation title' });
  await titleField.fill(renamed);
  await titleField.press('Enter');
  await expect(options(renamed)).toBeVisible();

  await options(renamed).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(options(renamed)).toBeHidden();
  await sidebar.getByRole('tab', { name: 'Archived' }).click();
  await options(renamed).click();
  await page.getByRole('menuitem', { name: 'Unarchive' }).click();
  await expect(options(renamed)).toBeHidden();
  await sidebar.getByRole('tab', { name: 'History' }).click();
  const unmatchedOptions = options(new RegExp(`Options for .*${unmatched}`));
  await expect(unmatchedOptions).toBeVisible();

  await sidebar.getByRole('button', { name: 'Search chat titles' }).click();
  await sidebar.getByPlaceholder('Search chat titles...').fill(marker.toUpperCase());
  // A menu opened before the search applies closes when the filtered list replaces its row.
  await expect(unmatchedOptions).toBeHidden();
  await expect(options(renamed)).toBeVisible();

  await options(renamed).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe(`${renamed}.txt`);

  await options(renamed).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(options(renamed)).toBeHidden();
});
