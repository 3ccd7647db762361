import type { APIRequestContext } from '@playwright/test';
import { moderationReportPaths, paths } from '@parley/api-contract';
import { devToken } from '../../../tooling/e2e-dev-token';
import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

// Instance-wide: it switches personal agents on, and a ban changes what every user sees.

const ADMIN = 'admin@parley.local';
const MODERATOR = 'moderator@parley.local';
const CREATOR = { userName: 'casey.creator@parley.local', displayName: 'Casey Creator' };
const REPORTER = { userName: 'riley.reporter@parley.local', displayName: 'Riley Reporter' };
const BANNED = 'Rumour mill';
const BLOCKED = 'Gossip corner';

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A personal agent of the creator, made through the editor's calls and shared. */
async function sharedPersonalAgent(request: APIRequestContext, token: string, name: string) {
  const draft = await call(
    request,
    token,
    'POST',
    `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
  );
  const { configStateId } = draft.configuration as { configStateId: string };
  await call(request, token, 'PUT', paths.configStates.one(configStateId), {
    gptSystemName: name,
    systemPrompt: 'Repeat what people say.',
    introduction: `I am ${name}.`,
    deploymentName: 'offline',
    languageEngine: 'offline',
    temperature: 1,
    topP: 1,
    frequencyPenalty: 0,
    maxTokens: 2000,
    capabilityTypes: [],
    dataSources: [],
    restrictAnswerToInformationReturnedByTools: false,
    guidelinesDocumentId: null,
  });
  const agent = await call(
    request,
    token,
    'POST',
    paths.configStates.createGptSystem(configStateId),
  );
  const gptSystemId = agent.gptSystemId as string;
  await call(request, token, 'PUT', paths.agentManagement.publishing(gptSystemId), {
    publishingState: 'Published',
  });
  return gptSystemId;
}

/**
 * Issue 18's proof: a staff user reports a personal agent shared with them; the moderator sees the
 * badge, opens the report with its last messages and bans the agent after confirming, and the
 * staff user's chat shows "Banned Agent"; a second decision blocks the creator from sharing, and
 * the creator's Share disappears. The rules themselves are proven by the server's and the
 * screens' tests.
 */
test('a reported agent is banned and its creator blocked from sharing', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  // Set-up through the API: personal agents on, two staff users of the journey's own, the
  // creator's two shared agents, both added by the reporter.
  const adminToken = await devToken(request, ADMIN);
  await call(request, adminToken, 'PUT', paths.admin.personalAgentSettings(), {
    allowUserCreatedGptSystems: true,
    allowAgentSharing: true,
    maxAgentsPerUser: null,
  });
  const roles = (await call(request, adminToken, 'GET', paths.admin.userRoles())).items as {
    userRoleId: string;
    name: string;
  }[];
  const staffRole = roles.find((role) => role.name === 'Staff')?.userRoleId;
  for (const user of [CREATOR, REPORTER]) {
    await call(request, adminToken, 'POST', paths.admin.users(), { ...user, roleIds: [staffRole] });
  }
  const creatorToken = await devToken(request, CREATOR.userName);
  const reporterToken = await devToken(request, REPORTER.userName);
  const bannedId = await sharedPersonalAgent(request, creatorToken, BANNED);
  const blockedId = await sharedPersonalAgent(request, creatorToken, BLOCKED);
  for (const id of [bannedId, blockedId]) {
    await call(request, reporterToken, 'POST', paths.currentUser.gptSystemSharedWithMe(id));
  }

  // The reporter chats with the agent and reports it from the conversation.
  const reporter = await SecondBrowser.open(browser, REPORTER.userName, `/chat/${bannedId}`);
  const chat = reporter.page;
  await chat.getByRole('textbox', { name: 'Message' }).fill('Is the office closing?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByTestId('chat-answer-text')).toContainText(BANNED);
  await chat.getByRole('button', { name: 'Report agent' }).click();
  const dialog = chat.getByRole('dialog', { name: `Report "${BANNED}"` });
  await expect(dialog.getByRole('combobox', { name: /Reason/ })).toBeFocused();
  await dialog.getByRole('combobox', { name: /Reason/ }).selectOption({
    label: 'False or misleading information',
  });
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('It spreads rumours.');
  await expectAccessible(chat);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(chat, 'Thank you: the agent was reported to the moderators.');

  // The moderator sees the badge and opens the report with its last messages.
  const moderator = new ConsolePage(page);
  await moderator.openAs(MODERATOR, '/admin/moderation');
  await expect(
    moderator.menu().getByRole('link', { name: /^Report Moderation\W+1 open report$/ }),
  ).toBeVisible();
  const reports = page.getByRole('table', { name: 'Moderation reports' });
  await expect(reports.getByText('False or misleading information (1)')).toBeVisible();
  await expectAccessible();
  await reports.getByRole('link', { name: BANNED }).click();
  await expect(moderator.heading()).toHaveText('Moderation report');
  await expect(page.getByText('It spreads rumours.')).toBeVisible();
  await expect(page.getByText(CREATOR.displayName)).toBeVisible();
  const messages = page.getByRole('log', { name: 'Reported conversation' });
  await expect(messages.getByText('Is the office closing?').first()).toBeVisible();
  await expect(messages.getByTestId('chat-answer-text')).toContainText(BANNED);
  await expectAccessible();

  // Banning asks first: permanent, cannot be undone.
  await page.getByRole('combobox', { name: /Agent action/ }).selectOption({ label: 'Ban agent' });
  await page
    .getByRole('combobox', { name: /Creator action/ })
    .selectOption({ label: 'Take no action' });
  await page.getByRole('textbox', { name: /Notes/ }).fill('Spreads rumours about the office.');
  await page.getByRole('button', { name: 'Submit decision' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('is permanent and cannot be undone');
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Ban agent' }).click();
  await expectToast(page, 'Decision submitted');
  await expect(page.getByRole('button', { name: 'Submit decision' })).toHaveCount(0);
  await expect(
    moderator.menu().getByRole('link', { name: 'Report Moderation', exact: true }),
  ).toBeVisible();

  // The reporter's chat now shows "Banned Agent".
  await chat.reload();
  await expect(chat.getByText('Banned Agent').first()).toBeVisible();
  await expectAccessible(chat);
  await reporter.close();

  // A second report, of the creator's other agent: the moderator blocks the creator from sharing.
  const second = await call(request, reporterToken, 'POST', moderationReportPaths.report(), {
    gptSystemId: blockedId,
    reportReason: 'Other',
  });
  await page.goto(`/admin/moderation/report/${second.moderationReportId as string}/view`);
  await expect(page.getByText('No details provided')).toBeVisible();
  await page
    .getByRole('combobox', { name: /Agent action/ })
    .selectOption({ label: 'Take no action' });
  await page
    .getByRole('combobox', { name: /Creator action/ })
    .selectOption({ label: 'Block agent sharing' });
  await page.getByRole('textbox', { name: /Notes/ }).fill('Shares agents that mislead.');
  await page.getByRole('button', { name: 'Submit decision' }).click();
  const close = page.getByRole('alertdialog', {
    name: 'Close this report or all reports for the agent?',
  });
  await expectAccessible();
  await close.getByRole('button', { name: 'Close this report' }).click();
  await expectToast(page, 'Decision submitted');
  await expect(page.getByText('Block agent sharing')).toBeVisible();

  // The creator's Share is gone.
  const creator = await SecondBrowser.open(
    browser,
    CREATOR.userName,
    `/chat/agents/${blockedId}/edit`,
  );
  await expect(creator.page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${BLOCKED}`);
  await expect(creator.page.getByRole('form', { name: 'Agent configuration' })).toBeVisible();
  await expect(creator.page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectAccessible(creator.page);
  await creator.close();
});
