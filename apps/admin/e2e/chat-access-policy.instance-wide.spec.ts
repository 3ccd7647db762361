import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import type { Page } from '@playwright/test';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

// Instance-wide: a policy naming an agent hides it from everyone it does not grant, so this
// journey runs after the others (the `instance-wide` project in playwright.config.ts).

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
const AGENT = { name: 'Handbook Search', gptSystemId: '00000000-0000-4000-8000-000000000403' };
const POLICY = 'Handbook for administrators';

/**
 * Whether the staff user finds the agent: in the Recent list of the sidebar, and on the agents
 * page. Each place is checked once it has loaded, so an absence is not a list still on its way.
 */
async function expectStaffFinds(page: Page, found: boolean) {
  await page.goto('/chat');
  const sidebar = page.getByRole('navigation', { name: 'Chat navigation' });
  await sidebar.getByRole('tab', { name: 'Agents' }).click();
  await sidebar.getByRole('tab', { name: 'Recent' }).click();
  const recentList = sidebar.getByRole('list', { name: 'Recent agents' });
  await expect(
    recentList.or(sidebar.getByText('Your most recently used agents will appear here.')),
  ).toBeVisible();
  const recent = sidebar.getByRole('button', { name: `Options for ${AGENT.name}` });
  await expect(recent).toHaveCount(found ? 1 : 0);

  await page.goto('/chat/agents');
  const catalogue = page.getByRole('list', { name: 'Agents' });
  // Other agents show, so the catalogue has loaded.
  await expect(catalogue.getByRole('listitem').first()).toBeVisible();
  await expect(catalogue.getByRole('listitem', { name: AGENT.name })).toHaveCount(found ? 1 : 0);
}

test('a chat access policy hides an agent from the staff user in the chat, and the audit log records it', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  // The staff user has talked to the agent: it is in their Recent list and on the agents page.
  const staffToken = await devToken(request, STAFF);
  const started = await request.post(
    `/api/internal/userConversations/byGptSystemId/${AGENT.gptSystemId}`,
    {
      headers: { Authorization: `Bearer ${staffToken}` },
      data: {
        question: 'How do I book travel?',
        visionImageIds: [],
        attachmentIds: [],
        session: { sessionIdentifier: crypto.randomUUID() },
      },
    },
  );
  expect(started.ok()).toBe(true);
  await started.body();

  const staff = await SecondBrowser.open(browser, STAFF, '/chat');
  await expectStaffFinds(staff.page, true);

  // The administrator grants the agent to administrators only.
  const admin = new ConsolePage(page);
  await admin.openAs(ADMIN, '/admin/chatAccessPolicy');
  await expect(admin.heading()).toHaveText('Chat Access Policies');
  await expectAccessible();
  await page.getByRole('link', { name: 'New policy' }).click();
  await expect(admin.heading()).toHaveText('New policy');

  // Saved empty of agents and people, the form says what is missing in the contract's words.
  await page.getByRole('textbox', { name: 'Name' }).fill(POLICY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the agents, or all agents')).toBeVisible();
  await expect(page.getByText('Choose at least one role, group or user')).toBeVisible();
  await expectAccessible();

  await admin.tick(page.getByRole('group', { name: 'Agents' }), AGENT.name);
  await admin.tick(page.getByRole('group', { name: 'Roles' }), 'Administrator');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Policy created');
  await expect(page).toHaveURL(/\/admin\/chatAccessPolicy$/);
  const row = page.getByRole('table', { name: 'Chat access policies' }).getByRole('row', {
    name: new RegExp(POLICY),
  });
  await expect(row).toContainText(AGENT.name);
  await expect(row).toContainText('Roles: Administrator');

  // The staff user no longer finds the agent: not in Recent, not on the agents page, and a direct
  // link answers that it is not there.
  await expectStaffFinds(staff.page, false);
  await staff.page.goto(`/chat/${AGENT.gptSystemId}`);
  await expect(staff.page.getByRole('alert')).toContainText('This agent is not available to you');
  await staff.close({ expectedErrors: [/status of 404/] });

  // The administrator still has it.
  await page.goto('/chat/agents');
  await expect(
    page.getByRole('list', { name: 'Agents' }).getByRole('listitem', { name: AGENT.name }),
  ).toBeVisible();

  // The audit log holds the policy as it was created.
  await page.goto('/admin/audit?type=ChatAccessPolicy');
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  await entries.getByRole('row').filter({ hasText: 'Created' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Audit entry' });
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(POLICY);
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(AGENT.name);
  await page.getByRole('button', { name: 'Close audit entry' }).click();

  // Deleting the policy gives the agent back to everyone.
  await page.goto('/admin/chatAccessPolicy');
  await page.getByRole('link', { name: POLICY }).click();
  await expect(admin.heading()).toHaveText('Edit policy');
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete policy?' });
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Policy deleted');
  const again = await SecondBrowser.open(browser, STAFF, '/chat');
  await expectStaffFinds(again.page, true);
  await again.close();
});
