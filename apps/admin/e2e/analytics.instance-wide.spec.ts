import { readFile } from 'node:fs/promises';
import { devToken } from '../../../tooling/e2e-dev-token';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
const HANDBOOK_SEARCH = '00000000-0000-4000-8000-000000000403';

/** Parses CSV as RFC 4180 writes it (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  const [header = [], ...records] = rows;
  return records.map((values) =>
    Object.fromEntries(header.map((name, column) => [name, values[column] ?? ''])),
  );
}

/**
 * Issue 18: analytics. The staff user holds two chats with the Handbook Search (three answers);
 * the administrator filters the dashboard to that agent and the last 7 days, reads the reports,
 * and downloads analytics-export.csv, whose rows for those chats match them answer for answer.
 * (Instance-wide: the dashboard counts every chat of every journey, so this one runs alone.)
 */
test('the dashboard filtered to one agent and the last 7 days exports the chats just held', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  const marker = `analytics-${Date.now().toString(36)}`;

  // The staff user holds two chats with the Handbook Search: two questions, then one.
  const staff = await SecondBrowser.open(browser, STAFF, `/chat/${HANDBOOK_SEARCH}`);
  const ask = async (question: string, answers: number) => {
    const message = staff.page.getByRole('textbox', { name: 'Message' });
    await message.fill(question);
    await message.press('Enter');
    await expect(staff.page.getByTestId('chat-answer-text')).toHaveCount(answers);
    await expect(staff.page.getByTestId('chat-answer-text').last()).toContainText('offline engine');
    // Finished, so stored with its usage (a stopped answer has no usage to report).
    await expect(staff.page.getByRole('button', { name: 'Stop' })).toBeHidden();
  };
  await ask(`${marker} first chat: where is the staff handbook?`, 1);
  await ask('And who keeps it up to date?', 2);
  await staff.page.goto(`/chat/${HANDBOOK_SEARCH}`);
  await ask(`${marker} second chat: holiday rules`, 1);
  await staff.close();

  // The chats as the staff user's history lists them (titles are their first questions).
  const staffToken = await devToken(request, STAFF);
  const history = await request.get('/api/internal/userConversations', {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  const { items } = (await history.json()) as {
    items: { conversationId: string; title: string }[];
  };
  const held = items.filter((item) => item.title.startsWith(marker));
  expect(held).toHaveLength(2);

  // The administrator filters the dashboard to the agent and the last 7 days.
  const admin = new ConsolePage(page);
  await admin.openAs(ADMIN, '/admin?reportingPeriod=Last24Hours');
  await expect(admin.heading()).toHaveText('Dashboard');
  const filters = page.getByRole('search', { name: 'Dashboard filters' });
  await filters.getByRole('combobox', { name: 'Agent' }).selectOption('Handbook Search');
  await filters.getByRole('combobox', { name: 'Period' }).selectOption('Last 7 days');
  await expect(page).toHaveURL(
    new RegExp(
      `reportingPeriod=Last7Days.*gptSystemId=${HANDBOOK_SEARCH}|gptSystemId=${HANDBOOK_SEARCH}.*reportingPeriod=Last7Days`,
    ),
  );
  const agents = page.getByRole('region', { name: 'Agents' });
  const agentsTable = agents.getByRole('table', { name: 'Agents, Last 7 days' });
  await expect(agentsTable.getByRole('rowheader')).toHaveText(['Handbook Search']);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await expect(privacy.getByText(/anonymous visitors on an agent’s public chat/)).toBeVisible();
  await expect(privacy.getByRole('rowheader', { name: 'Signed-in staff' })).toBeAttached();
  await agents.getByRole('button', { name: 'Show as table' }).click();
  await expect(agentsTable).toBeVisible();
  await expectAccessible();

  // Export CSV saves analytics-export.csv of the same filters.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('analytics-export.csv');
  const rows = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(new Set(rows.map((row) => row.gptSystemId))).toEqual(new Set([HANDBOOK_SEARCH]));
  const heldIds = new Set(held.map((chat) => chat.conversationId));
  const ours = rows.filter((row) => heldIds.has(row.conversationId ?? ''));
  expect(ours).toHaveLength(3);
  for (const row of ours) {
    expect(row).toMatchObject({
      agentName: 'Handbook Search',
      userName: STAFF,
      audience: 'SignedIn',
      brandKey: 'default',
      deploymentName: 'offline',
      model: 'offline',
      tokensEstimated: 'false',
    });
    expect(Number(row.outputTokens)).toBeGreaterThan(0);
    expect(Number(row.totalMs)).toBeGreaterThanOrEqual(Number(row.firstTokenMs));
    expect(Date.now() - Date.parse(row.answeredAt ?? '')).toBeLessThan(10 * 60_000);
  }
  // Two answers in the first chat, one in the second.
  const perChat = held.map(
    (chat) => ours.filter((row) => row.conversationId === chat.conversationId).length,
  );
  expect(perChat.sort()).toEqual([1, 2]);
});
