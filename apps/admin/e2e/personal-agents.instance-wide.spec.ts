import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

const ADMIN = 'admin@parley.local';
const STAFF = { userName: 'staff@parley.local', name: 'Sam Staff' };
const MODERATOR = 'moderator@parley.local';
const AGENT = 'Trip planner';
const INTRODUCTION = 'I plan team offsites.';

/**
 * Issue 15: personal agents end to end. The administrator switches them on; the staff user
 * quick-creates one, edits and tests it, creates and shares it; the moderator adds it by its
 * link and chats with it; once the administrator blocks the staff user from creating agents, the
 * agent shows as "Blocked Agent" with no edit. (Instance-wide: the switch reaches every user.)
 */
test('a staff user builds a personal agent, shares it, the moderator adds and uses it, and a block shows it as Blocked Agent', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const admin = new ConsolePage(page);

  // The administrator switches personal agents on.
  await admin.openAs(ADMIN, '/admin/instanceSettings/personalAgents');
  await admin.setPersonalAgents(true);
  await expectAccessible();

  // The staff user quick-creates one: the dialog's name opens the editor on a new draft.
  const staff = await SecondBrowser.open(browser, STAFF.userName, '/chat');
  const chat = staff.page;
  await chat.getByRole('button', { name: 'Create a Personal Agent' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Create a Personal Agent' });
  await dialog.getByRole('button', { name: "Let's go" }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expectAccessible(chat);
  await dialog.getByRole('textbox', { name: /Agent name/ }).fill(`  ${AGENT} `);
  await dialog.getByRole('button', { name: "Let's go" }).click();
  await expect(chat).toHaveURL(/\/chat\/agents\/configstate\/[^/]+\/edit$/);
  const form = chat.getByRole('form', { name: 'Agent configuration' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(AGENT);
  await expect(chat.getByRole('heading', { level: 1 })).toHaveText('New personal agent');
  await expectAccessible(chat);

  // Edited and tried in the test chat before the agent exists.
  await form.getByRole('textbox', { name: 'Introduction' }).fill(INTRODUCTION);

  // The browser's Back asks before the unsaved draft is left; Stay keeps the editor as it was.
  // (The step is cancelled, so no navigation commits for `page.goBack` to wait for.)
  await chat.evaluate(() => window.history.back());
  const leave = chat.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(chat).toHaveURL(/\/chat\/agents\/configstate\/[^/]+\/edit$/);
  await expect(form.getByRole('textbox', { name: 'Introduction' })).toHaveValue(INTRODUCTION);

  // The test chat answers the draft.
  const testChat = chat.getByRole('region', { name: 'Test chat' });
  await testChat.getByRole('textbox', { name: 'Message' }).fill('Where should we meet in May?');
  await testChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const testAnswer = testChat.getByTestId('chat-answer-text');
  await expect(testAnswer).toContainText("is running on Parley's offline engine");
  await expect(testAnswer.getByText(AGENT, { exact: true })).toBeVisible();

  // Created: its chat opens, with the introduction.
  await chat.getByRole('button', { name: 'Create agent' }).click();
  await expectToast(chat, 'Agent created');
  await expect(chat).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(chat.getByText(INTRODUCTION)).toBeVisible();
  const agentId = new URL(chat.url()).pathname.split('/').at(-1) ?? '';

  // Edit from the agents page opens the editor again, where the agent is shared by link.
  await chat.goto('/chat/agents');
  await chat
    .getByRole('list', { name: 'Agents' })
    .getByRole('button', { name: `Edit ${AGENT}` })
    .click();
  await expect(chat.getByRole('heading', { level: 1 })).toHaveText(`Edit ${AGENT}`);
  await chat.getByRole('button', { name: 'Share' }).click();
  const share = chat.getByRole('dialog', { name: 'Share this agent' });
  await share.getByText('Anyone with the link can add it').click();
  await expect(
    chat.getByText('The agent is shared: anyone with the link can add it'),
  ).toBeVisible();
  const link = await share.getByRole('textbox', { name: 'Link to the agent' }).inputValue();
  expect(link).toContain(`/chat/agents/shared/${agentId}`);
  await expectAccessible(chat);

  // The moderator opens the link: the agent is added and its chat opens; they ask it something.
  const moderator = await SecondBrowser.open(browser, MODERATOR, new URL(link).pathname);
  await expectToast(moderator.page, 'The agent was added to your agents');
  await expect(moderator.page.getByText(INTRODUCTION)).toBeVisible();
  await moderator.page.getByRole('textbox', { name: 'Message' }).fill('Any idea for May?');
  await moderator.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(moderator.page.getByTestId('chat-answer-text')).toContainText(AGENT);
  await expectAccessible(moderator.page);
  await moderator.close();

  // The administrator blocks the staff user from creating agents.
  await page.goto('/admin/user');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('staff');
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: STAFF.name }).click();
  await expect(admin.heading()).toHaveText('Edit user');
  const userForm = page.getByRole('form', { name: 'Edit user' });
  await userForm.getByText('Block creating agents').click();
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User saved');

  // The staff user's agent is now "Blocked Agent", with no edit and no way to create another.
  await chat.goto('/chat/agents');
  const blocked = chat.getByRole('list', { name: 'Agents' });
  await expect(blocked.getByRole('heading', { name: 'Blocked Agent' })).toBeVisible();
  await expect(blocked.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(chat.getByRole('button', { name: 'Create a Personal Agent' })).toHaveCount(0);
  await expectAccessible(chat);
  await staff.close();
});
