import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

// Not instance-wide: the journey makes its own template, document, reader and agent, and a chat
// access policy shows the agent to that reader alone, so no other journey meets any of them.

const ADMIN = 'admin@parley.local';
/** A staff user of the journey's own (the seeded Staff role). */
const READER = { userName: 'guidelines.reader@parley.local', displayName: 'Gil Reader' };
const STAFF_ROLE = '00000000-0000-4000-8000-000000000102';
const TEMPLATE = 'Staff assistant rules';
const DOCUMENT = 'Rules of the journey desk';
const AGENT = 'Journey desk';
const SHARE = 'What you may share';
const CHECK = 'Checking answers';
const REPORT = 'Reporting problems';

/** An administrator's call with the journey's token, failing the journey when refused. */
async function adminCall(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A published system agent showing the document, and a chat access policy that shows it to the
 * reader alone (set-up through the API: the agent editor has journeys of its own).
 */
async function agentForReader(
  request: APIRequestContext,
  token: string,
  guidelinesDocumentId: string,
  readerId: string,
) {
  const draft = await adminCall(
    request,
    token,
    'POST',
    '/api/internal/configStates/byGptSystemType/System?forceCreate=true',
  );
  const { configStateId } = draft.configuration as { configStateId: string };
  await adminCall(request, token, 'PUT', `/api/internal/configStates/${configStateId}`, {
    gptSystemName: AGENT,
    systemPrompt: 'You help the journey desk.',
    introduction: 'I answer within the rules of the journey desk.',
    deploymentName: 'offline',
    languageEngine: 'offline',
    temperature: 1,
    topP: 1,
    frequencyPenalty: 0,
    maxTokens: 2000,
    capabilityTypes: [],
    dataSources: [],
    restrictAnswerToInformationReturnedByTools: false,
    guidelinesDocumentId,
  });
  const agent = await adminCall(
    request,
    token,
    'POST',
    `/api/internal/configStates/${configStateId}/createGptSystem`,
  );
  const gptSystemId = agent.gptSystemId as string;
  await adminCall(request, token, 'POST', '/api/internal/admin/chatAccessPolicies', {
    name: `${AGENT} for its reader`,
    description: '',
    allAgents: false,
    gptSystemIds: [gptSystemId],
    userRoleIds: [],
    groupIds: [],
    userIds: [readerId],
    brandKey: null,
  });
  await adminCall(
    request,
    token,
    'PUT',
    `/api/internal/gptSystems/personal/management/${gptSystemId}/publishing`,
    { publishingState: 'Published' },
  );
  return gptSystemId;
}

/**
 * The reader accepts the guidelines at `version` in the chat (the dialog checked with `axe` when
 * given), then asks and is answered.
 */
async function consentAndAsk(
  chat: Page,
  version: number,
  question: string,
  axe?: (target: Page) => Promise<void>,
) {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeDisabled();
  await chat.getByRole('button', { name: 'Read the guidelines' }).click();
  const dialog = chat.getByRole('dialog', { name: DOCUMENT });
  await expect(dialog).toHaveAccessibleDescription(`Version ${version}`);
  await expect(dialog.getByRole('heading', { name: CHECK })).toBeVisible();
  await axe?.(chat);
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  await expect(input).toBeEnabled();
  await input.fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(
    chat.getByRole('region', { name: 'Messages' }).getByText(question).first(),
  ).toBeVisible();
}

test('the administrator builds guidelines from a template; a staff user consents in chat, and again after the guidelines change', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, ADMIN);
  const reader = await adminCall(request, token, 'POST', '/api/internal/admin/users', {
    ...READER,
    roleIds: [STAFF_ROLE],
  });

  // A template with two sections.
  const admin = new ConsolePage(page);
  await admin.openAs(ADMIN, '/admin/guidelines/templates');
  await expect(admin.heading()).toHaveText('Guidelines templates');
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(admin.heading()).toHaveText('New guidelines template');
  await page.getByRole('textbox', { name: /^Name/ }).fill(TEMPLATE);
  for (const [position, title] of [SHARE, CHECK].entries()) {
    await page.getByRole('button', { name: 'Add section' }).click();
    const section = page.getByRole('group', { name: `Section ${position + 1}` });
    await section.getByRole('textbox', { name: /^Section title/ }).fill(title);
    await section.getByRole('textbox', { name: /^Text/ }).fill(`${title}: the rule.`);
  }
  await expectAccessible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Template created');
  await expect(page.getByRole('link', { name: TEMPLATE })).toBeVisible();
  await expectAccessible();

  // A document from the template, which users must accept.
  await page.getByRole('link', { name: 'Guidelines documents' }).click();
  await expect(admin.heading()).toHaveText('Guidelines');
  await page.getByRole('button', { name: 'New from template' }).click();
  const template = page.getByRole('menuitem', { name: TEMPLATE });
  await expect(template).toBeVisible();
  await expectAccessible();
  await template.click();
  await expect(admin.heading()).toHaveText('New guidelines document');
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(TEMPLATE);
  await title.fill(DOCUMENT);
  await page.getByText('Users must accept it before chatting').click();
  await expectAccessible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Document created');
  await expect(page).toHaveURL(/\/admin\/guidelines\/[^/]+\/edit$/);
  const guidelinesDocumentId = page.url().split('/').at(-2) ?? '';
  await expect(page.getByText('Version 1')).toBeVisible();

  // A third section, one edited, one moved with the keyboard, one deleted.
  await page.getByRole('button', { name: 'Add section' }).click();
  const newSection = page.getByRole('form', { name: 'New section' });
  await expect(newSection.getByRole('textbox', { name: /^Section title/ })).toBeFocused();
  await page.keyboard.type(REPORT);
  await newSection.getByRole('textbox', { name: /^Text/ }).fill('Report a harmful answer.');
  // The edit page, with a section's form open.
  await expectAccessible();
  await newSection.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `Edit “${REPORT}”` })).toBeFocused();

  await page.getByRole('button', { name: `Edit “${CHECK}”` }).click();
  const editSection = page.getByRole('form', { name: `Edit “${CHECK}”` });
  await editSection
    .getByRole('textbox', { name: /^Text/ })
    .fill('Check facts before you rely on them.');
  await editSection.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `Edit “${CHECK}”` })).toBeFocused();

  const moveDown = page.getByRole('button', { name: `Move down “${SHARE}”` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  const sections = page.getByRole('list', { name: 'Sections in order' });
  await expect(sections.getByRole('heading', { level: 3 })).toHaveText([
    `1. ${CHECK}`,
    `2. ${SHARE}`,
    `3. ${REPORT}`,
  ]);
  await expect(moveDown).toBeFocused();

  await page.getByRole('button', { name: `Delete “${REPORT}”` }).click();
  const deleteSection = page.getByRole('alertdialog', { name: 'Delete this section?' });
  await expectAccessible();
  await deleteSection.getByRole('button', { name: 'Delete' }).click();
  await expect(sections.getByRole('heading', { level: 3 })).toHaveText([
    `1. ${CHECK}`,
    `2. ${SHARE}`,
  ]);
  await expect(page.getByText('Version 5')).toBeVisible();

  // The reader's agent shows the document; the reader accepts version 5 and chats.
  const gptSystemId = await agentForReader(
    request,
    token,
    guidelinesDocumentId,
    reader.userId as string,
  );
  const chat = await SecondBrowser.open(browser, READER.userName, `/chat/${gptSystemId}`);
  await consentAndAsk(chat.page, 5, 'May I share a customer list?', expectAccessible);

  // The administrator changes a section: version 6.
  await page.reload();
  await expect(page.getByRole('main').getByText(AGENT, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete document' })).toBeDisabled();
  await page.getByRole('button', { name: `Edit “${SHARE}”` }).click();
  const edit = page.getByRole('form', { name: `Edit “${SHARE}”` });
  await edit.getByRole('textbox', { name: /^Text/ }).fill('Share only what colleagues may read.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Version 6')).toBeVisible();

  // Reloading the chat, the reader is asked to accept the new version before chatting again.
  await chat.page.reload();
  await consentAndAsk(chat.page, 6, 'And a supplier list?');
  await chat.close();
});
