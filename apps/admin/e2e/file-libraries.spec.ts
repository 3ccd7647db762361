import type { APIRequestContext } from '@playwright/test';
import { docxWithParagraphs, pdfWithText } from '../../../tooling/document-fixtures.mjs';
import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

// Not instance-wide: the journey makes its own library, reader and agent, and a chat access
// policy shows the agent to that reader alone, so no other journey meets any of them.

const ADMIN = 'admin@parley.local';
/** A staff user of the journey's own (the seeded Staff role). */
const READER = { userName: 'libraries.reader@parley.local', displayName: 'Lib Reader' };
const STAFF_ROLE = '00000000-0000-4000-8000-000000000102';
const LIBRARY = 'Rail and hotel rules';
/** Sorts after the seeded agents, and is no other journey's agent. */
const AGENT = 'Travel library desk';
const PDF = 'Rail travel.pdf';
const WORD = 'Hotel stays.docx';
const PDF_TEXT = 'Sleeper trains to Inverness are booked through the rail office.';
const QUESTION = 'Where are sleeper trains to Inverness booked?';

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

test('the administrator builds a file library from a PDF and a Word file, an agent answers from it, and the staff user opens the cited passage', async ({
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

  // A library on default endpoints.
  const admin = new ConsolePage(page);
  await admin.openAs(ADMIN, '/admin/datasource');
  await expect(admin.heading()).toHaveText('File Libraries');
  await expect(page.getByRole('link', { name: 'Staff handbook' })).toBeVisible();
  await page.getByRole('link', { name: 'New library' }).click();
  await page.getByRole('link', { name: 'File library with default endpoints' }).click();
  await expect(admin.heading()).toHaveText('New file library');
  await page.getByRole('textbox', { name: /^Name/ }).fill(LIBRARY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Library created');
  await expect(page).toHaveURL(/\/admin\/datasource\/FileLibrary\/Default\/[^/]+\/edit$/);
  await expect(admin.heading()).toHaveText(LIBRARY);

  // A real PDF and a Word file, chosen together; both are read until Online.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    {
      name: PDF,
      mimeType: 'application/pdf',
      buffer: pdfWithText([PDF_TEXT, 'Bring your badge.']),
    },
    {
      name: WORD,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxWithParagraphs(['# Hotels', 'Hotel stays are limited to four nights.']),
    },
  ]);
  await expect(page.getByText('2 files uploaded')).toBeVisible();
  const files = page.getByRole('table', { name: 'Library files' });
  for (const name of [PDF, WORD]) {
    await expect(files.getByRole('row', { name: new RegExp(name) })).toContainText('Online', {
      timeout: 30_000,
    });
  }

  // What a question finds, as the agent will be given it.
  const search = page.getByRole('search', { name: 'Try a search' });
  await search.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`${PDF} · page 1`)).toBeVisible();
  // The library's page, its files Online and a search answered.
  await expectAccessible();

  // An agent searching the library, built in the editor.
  await page.goto('/admin/gptsystem');
  await page.getByRole('link', { name: 'New agent' }).click();
  const form = page.getByRole('form', { name: 'Agent configuration' });
  await form.getByRole('textbox', { name: 'Name' }).fill(AGENT);
  await form.getByRole('textbox', { name: 'Introduction' }).fill('I answer from the travel rules.');
  await admin.tick(form.getByRole('group', { name: 'Capabilities' }), 'File search');
  await admin.tick(form.getByRole('group', { name: 'Data sources' }), LIBRARY);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expectToast(page, 'Agent created');
  await expect(page).toHaveURL(/\/admin\/gptsystem\/[^/]+\/publish$/);
  const gptSystemId = page.url().split('/').at(-2) ?? '';

  // Shown to the journey's reader alone, then published.
  await adminCall(request, token, 'POST', '/api/internal/admin/chatAccessPolicies', {
    name: `${AGENT} for its reader`,
    description: '',
    allAgents: false,
    gptSystemIds: [gptSystemId],
    userRoleIds: [],
    groupIds: [],
    userIds: [reader.userId as string],
    brandKey: null,
  });
  await adminCall(
    request,
    token,
    'PUT',
    `/api/internal/gptSystems/personal/management/${gptSystemId}/publishing`,
    { publishingState: 'Published' },
  );

  // The reader asks; the answer cites the PDF's page, and the citation opens its passage.
  const chat = await SecondBrowser.open(browser, READER.userName, `/chat/${gptSystemId}`);
  const input = chat.page.getByRole('textbox', { name: 'Message' });
  await input.fill(QUESTION);
  await chat.page.getByRole('button', { name: 'Send' }).click();
  const citation = chat.page.getByRole('button', { name: `${PDF}, page 1`, exact: true });
  await citation.click();
  const passage = chat.page.getByRole('dialog', { name: `${PDF}, page 1` });
  await expect(passage.getByText(PDF_TEXT)).toBeVisible();
  await expect(passage.getByText(LIBRARY)).toBeVisible();
  await chat.close();
});
