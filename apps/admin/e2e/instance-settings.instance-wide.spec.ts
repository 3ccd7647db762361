import type { Page } from '@playwright/test';
import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
const CLAUDE_KEY = 'sk-ant-api03-journey-secret-key-Qz7w';
const DEPLOYMENT_KEY = 'sk-local-journey-deployment-key-k3Yd';

/** Every response body the page receives, to prove the key never comes back. */
function recordResponseBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined, // redirects and aborted answers have no body
    );
  });
  return bodies;
}

/**
 * Issue 17, instance settings: the administrator saves a Claude key, which the console shows only
 * masked, before and after a reload, and adds a model deployment on the Agents tab with its key,
 * shown masked too; no answer of the visit carries either key whole. Switching personal agents on
 * reaches a staff user's open chat with their next call, without a reload (the settings version).
 * Axe on every tab and on the deployment form. (Instance-wide: the switch reaches every user.)
 */
test('a Claude key and a deployment key are saved and only ever shown masked; a switch reaches an open chat at its next call', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const bodies = recordResponseBodies(page);
  const admin = new ConsolePage(page);

  // Instance Settings opens on the API keys tab.
  await admin.openAs(ADMIN, '/admin/instanceSettings');
  await expect(page).toHaveURL(/\/admin\/instanceSettings\/apiKeys$/);
  await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const claude = page.getByRole('form', { name: 'Claude API key' });
  const replace = claude.getByRole('button', { name: 'Replace Claude API key' });
  await expect(claude.getByRole('button', { name: 'Save' })).toBeVisible();
  if (await replace.isVisible()) await replace.click();
  await expectAccessible();

  // The key is typed once and saved; the field then shows its last four characters only.
  await claude.getByLabel(/^Claude API key/).fill(CLAUDE_KEY);
  await claude.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Claude API key saved');
  await expect(claude.getByLabel(/^Claude API key/)).toHaveValue('••••Qz7w');
  await expect(replace).toBeVisible();

  // After a reload, still only the mask.
  await page.reload();
  await expect(claude.getByLabel(/^Claude API key/)).toHaveValue('••••Qz7w');
  await expectAccessible();

  // The agents tab: a deployment added with its key shows it only masked, in the list and in its
  // form (an OpenAI-compatible endpoint nothing answers on: no agent uses it).
  await page.getByRole('tab', { name: 'Agents', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/instanceSettings\/agents$/);
  await page.getByRole('button', { name: 'Add deployment' }).click();
  const newDeployment = page.getByRole('form', { name: 'New deployment' });
  await newDeployment.getByLabel(/^Name/).fill('journey-llm');
  await newDeployment.getByLabel(/^Model/).fill('llama3.2');
  await newDeployment.getByLabel(/^Endpoint address/).fill('http://127.0.0.1:9/v1');
  await newDeployment.getByLabel(/^API key/).fill(DEPLOYMENT_KEY);
  await expectAccessible();
  await newDeployment.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Deployment "journey-llm" saved');
  const deployment = page.getByRole('row').filter({ hasText: 'journey-llm' });
  await expect(deployment.getByText('••••k3Yd')).toBeVisible();
  await expectAccessible();
  await deployment.getByRole('button', { name: 'Edit journey-llm' }).click();
  await expect(
    page.getByRole('form', { name: 'Edit the deployment "journey-llm"' }).getByLabel(/^API key/),
  ).toHaveValue('••••k3Yd');

  // The other tabs, each checked for accessibility.
  for (const tab of ['HIPAA', 'Branding', 'Budget', 'Personal agents']) {
    const trigger = page.getByRole('tab', { name: tab });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
    // Loaded: a form or a button of the tab is drawn, no loading state.
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button').first()).toBeVisible();
    await expect(panel.getByText(/^Loading/)).toHaveCount(0);
    await expectAccessible();
  }

  // The staff user's chat is open while personal agents are off.
  await admin.setPersonalAgents(false);
  const staff = await SecondBrowser.open(browser, STAFF, '/chat');
  const chat = staff.page;
  await expect(chat.getByRole('tab', { name: 'Agents' })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Create a Personal Agent' })).toHaveCount(0);

  // The administrator switches them on; the staff user's next call (the sidebar's Agents tab
  // loads their recent agents; no reload) carries the newer settings version, and the chat
  // offers to create one.
  await admin.setPersonalAgents(true);
  await chat.getByRole('tab', { name: 'Agents' }).click();
  await expect(chat.getByRole('button', { name: 'Create a Personal Agent' })).toBeVisible();
  await expectAccessible(chat);
  await staff.close();

  // No answer of the whole visit carried a key whole.
  expect(bodies.length).toBeGreaterThan(0);
  expect(
    bodies.filter((body) => body.includes(CLAUDE_KEY) || body.includes(DEPLOYMENT_KEY)),
  ).toEqual([]);
});
