import {
  actions,
  analyticsExportColumns,
  analyticsMessages,
  analyticsPaths,
  paths,
} from '@parley/api-contract';
import type { AnalyticsReport, AnalyticsReportResult } from '@parley/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '../../db/queries/analytics';
import { gptSystems, instanceSettings, segments, usageRecords } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { userHolding } from '../../test-support/brand-test-support';
import { startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;
const { assistant, handbook: policyGuide } = seedIds.agents;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses CSV as RFC 4180 writes it (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
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
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('analytics routes', () => {
  let server: TestServer;
  let reader: string;
  let creator: string;
  const formulaAgent = '00000000-0000-4000-8000-00000000a001';

  beforeAll(async () => {
    server = await startTestServer();
    reader = await userHolding(server, 'analytics-reader', [actions.AnalyticsRead]);
    creator = await userHolding(server, 'analytics-creator', [actions.AnalyticsCreate]);
    // Real chats: two questions to the assistant and one to the policy guide, signed in.
    await startConversation(server, staff, assistant, 'What is on the menu today?');
    await startConversation(server, staff, assistant, 'And tomorrow?');
    await startConversation(server, admin, policyGuide, 'May I use AI for drafts?');
    // An anonymous visitor on the assistant's public chat, while HIPAA mode is on.
    await server.database.db.update(instanceSettings).set({ hipaaMode: true });
    const session = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('parley-demo'),
    });
    const visitor = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.byGptPublicEndpoint('parley-demo'),
      payload: {
        question: 'Hello from outside',
        session: { sessionIdentifier: session.json().sessionIdentifier },
      },
    });
    expect(visitor.statusCode).toBe(200);
    await server.database.db.update(instanceSettings).set({ hipaaMode: false });
  });
  afterAll(() => server.close());

  const report = async (
    name: AnalyticsReport,
    query = '',
    as: string = admin,
  ): Promise<AnalyticsReportResult> => {
    const response = await server.as(as, {
      method: 'GET',
      url: `${analyticsPaths.report(name)}${query ? `?${query}` : ''}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('records each answer with its brand, agent, deployment, model, tokens, latency, audience and HIPAA mode', async () => {
    const records = await server.database.db.select().from(usageRecords);
    expect(records).toHaveLength(4);
    const visitor = records.find((record) => record.isPublic);
    expect(visitor).toMatchObject({
      brandKey: 'default',
      gptSystemId: assistant,
      publicEndpoint: 'parley-demo',
      userId: null,
      deploymentName: 'offline',
      model: 'offline',
      hipaaMode: true,
      tokensEstimated: false,
    });
    for (const record of records) {
      expect(record.inputTokens).toBeGreaterThan(0);
      expect(record.outputTokens).toBeGreaterThan(0);
      expect(record.firstTokenMs).not.toBeNull();
      expect(record.totalMs).toBeGreaterThanOrEqual(record.firstTokenMs ?? 0);
      expect(record.hour.getTime()).toBe(new Date(record.answeredAt).setUTCMinutes(0, 0, 0));
    }
    expect(records.filter((record) => !record.isPublic && !record.hipaaMode)).toHaveLength(3);
  });

  it('sums the period in the summary, and narrows it to one agent', async () => {
    const all = await report('summary');
    expect(all).toMatchObject({ reportingPeriod: 'Last7Days', gptSystemId: null, rows: [] });
    expect(all.totals).toMatchObject({
      answers: 4,
      activeUsers: 2,
      publicAnswers: 1,
      hipaaModeAnswers: 1,
      estimatedTokenAnswers: 0,
    });
    expect(all.totals?.averageTotalMs).not.toBeNull();
    const records = await server.database.db.select().from(usageRecords);
    expect(all.totals?.inputTokens).toBe(records.reduce((sum, r) => sum + r.inputTokens, 0));

    const guide = await report('summary', `gptSystemId=${policyGuide}`);
    expect(guide.totals).toMatchObject({ answers: 1, activeUsers: 1, publicAnswers: 0 });
  });

  it('reports by agent, brand, model, privacy and user, largest first, with names', async () => {
    const agents = await report('system');
    expect(agents.rows.map((row) => [row.label, row.answers])).toEqual([
      ['Parley Assistant', 3],
      ['Handbook Search', 1],
    ]);
    const brands = await report('brand');
    expect(brands.rows).toMatchObject([{ key: 'default', answers: 4 }]);
    const models = await report('model');
    expect(models.rows).toMatchObject([{ key: 'offline|offline', label: 'offline', answers: 4 }]);
    const privacy = await report('privacy');
    expect(privacy.rows.map((row) => [row.key, row.label, row.answers])).toEqual([
      ['SignedIn', 'Signed-in staff', 3],
      ['Public:HipaaMode', 'Public chat visitors, HIPAA mode', 1],
    ]);
    const users = await report('users', 'reportingPeriod=Last24Hours');
    expect(users.rows.map((row) => [row.label, row.answers])).toEqual([
      ['Sam Staff', 2],
      ['Ada Admin', 1],
    ]);
  });

  it('gives every hour of the last 24 hours and every day of longer periods, oldest first', async () => {
    const hours = await report('hour', 'reportingPeriod=Last24Hours');
    expect(hours.bucket).toBe('hour');
    expect(hours.rows).toHaveLength(24);
    expect(hours.rows.at(-1)?.answers).toBe(4);
    expect(hours.rows.slice(0, -1).every((row) => row.answers === 0)).toBe(true);
    const days = await report('tokens', 'reportingPeriod=Last30Days');
    expect(days.bucket).toBe('day');
    expect(days.rows).toHaveLength(30);
    expect(days.rows.at(-1)?.outputTokens).toBeGreaterThan(0);
    expect(new Date(days.from).getUTCHours()).toBe(0);
  });

  it('leaves out what is older than the period', async () => {
    // The handbook's answer, recorded as if the answer job had stored it 10 days ago.
    const [record] = await server.database.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.gptSystemId, policyGuide));
    if (!record) throw new Error('The handbook answer has no usage record.');
    const old = new Date(Date.now() - 10 * DAY_MS);
    await server.database.db.transaction(async (tx) => {
      await tx.delete(usageRecords).where(eq(usageRecords.segmentId, record.segmentId));
      await tx.execute(sql`delete from usage_hourly where gpt_system_id = ${policyGuide}`);
      await tx.execute(sql`delete from usage_daily where gpt_system_id = ${policyGuide}`);
      // The user's running totals from its hour on no longer hold it.
      await tx.execute(sql`update usage_user_totals set answers = answers - 1,
          input_tokens = input_tokens - ${record.inputTokens},
          output_tokens = output_tokens - ${record.outputTokens}
        where user_id = ${record.userId} and scope in ('*', ${policyGuide})
          and hour >= ${record.hour}`);
      await recordUsage(tx, {
        ...record,
        answeredAt: old,
        hour: new Date(new Date(old).setUTCMinutes(0, 0, 0)),
      });
    });
    expect((await report('summary', 'reportingPeriod=Last30Days')).totals?.answers).toBe(4);
    expect((await report('summary', 'reportingPeriod=Last7Days')).totals?.answers).toBe(3);
    expect((await report('system')).rows.map((row) => row.label)).toEqual(['Parley Assistant']);
    expect((await report('summary', 'reportingPeriod=Last24Hours')).totals?.answers).toBe(3);
    const answersOfUsers = async (period: string) =>
      (await report('users', `reportingPeriod=${period}`)).rows.reduce(
        (sum, row) => sum + row.answers,
        0,
      );
    expect(await answersOfUsers('Last24Hours')).toBe(2);
    expect(await answersOfUsers('Last30Days')).toBe(3);
    const csv = await server.as(admin, {
      method: 'GET',
      url: `${analyticsPaths.export()}?reportingPeriod=Last30Days&gptSystemId=${policyGuide}`,
    });
    expect(parseCsv(csv.body)).toHaveLength(2);
    const recent = await server.as(admin, {
      method: 'GET',
      url: `${analyticsPaths.export()}?gptSystemId=${policyGuide}`,
    });
    expect(parseCsv(recent.body)).toHaveLength(1);
  });

  it('exports the records of the filters as analytics-export.csv, one row per answer', async () => {
    const response = await server.as(admin, {
      method: 'GET',
      url: `${analyticsPaths.export()}?reportingPeriod=Last7Days&gptSystemId=${assistant}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="analytics-export.csv"',
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...analyticsExportColumns]);
    expect(rows).toHaveLength(3);
    const column = (name: (typeof analyticsExportColumns)[number]) =>
      rows.map((row) => row[analyticsExportColumns.indexOf(name)]);
    expect(new Set(column('agentName'))).toEqual(new Set(['Parley Assistant']));
    expect(column('audience').sort()).toEqual(['Public', 'SignedIn', 'SignedIn']);
    expect(column('userName').sort()).toEqual(['', staff, staff]);
    const times = column('answeredAt');
    expect([...times].sort()).toEqual(times);
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run', async () => {
    await server.database.db.insert(gptSystems).values({
      gptSystemId: formulaAgent,
      name: '=HYPERLINK("http://evil.example","a, b")\nnext',
      gptSystemType: 'System',
      introduction: '',
      systemPrompt: '',
      deploymentName: '+offline',
    });
    const [segment] = await server.database.db
      .select()
      .from(segments)
      .where(sql`${segments.answer} <> ''`)
      .limit(1);
    await server.database.db.transaction(async (tx) => {
      await tx.delete(usageRecords).where(eq(usageRecords.segmentId, segment?.segmentId ?? ''));
      await recordUsage(tx, {
        segmentId: segment?.segmentId ?? '',
        userId: null,
        brandKey: '@brand',
        gptSystemId: formulaAgent,
        publicEndpoint: '-endpoint',
        deploymentName: '+offline',
        model: 'm,"x"',
        inputTokens: 1,
        outputTokens: 2,
        isPublic: true,
        answeredAt: new Date(),
        hour: new Date(new Date().setUTCMinutes(0, 0, 0)),
      });
    });
    const response = await server.as(admin, {
      method: 'GET',
      url: `${analyticsPaths.export()}?gptSystemId=${formulaAgent}`,
    });
    const [, row] = parseCsv(response.body);
    const cell = (name: (typeof analyticsExportColumns)[number]) =>
      row?.[analyticsExportColumns.indexOf(name)];
    expect(cell('agentName')).toBe(`'=HYPERLINK("http://evil.example","a, b")\nnext`);
    expect(cell('brandKey')).toBe("'@brand");
    expect(cell('deploymentName')).toBe("'+offline");
    expect(cell('publicEndpoint')).toBe("'-endpoint");
    expect(cell('model')).toBe('m,"x"');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""a, b"")\nnext"`);
  });

  it("lists the agent filter's agents: system agents, and agents with usage", async () => {
    const response = await server.as(reader, { method: 'GET', url: analyticsPaths.agents() });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { gptSystemId: string; name: string }[];
    expect(items.map((item) => item.gptSystemId)).toEqual(
      expect.arrayContaining([assistant, policyGuide, formulaAgent]),
    );
  });

  it('opens to every Analytics action and refuses staff, naming the actions', async () => {
    expect((await report('summary', '', reader)).totals).not.toBeNull();
    expect((await report('summary', '', creator)).totals).not.toBeNull();
    for (const url of [
      analyticsPaths.report('summary'),
      analyticsPaths.export(),
      analyticsPaths.agents(),
    ]) {
      const refused = await server.as(staff, { method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/AnalyticsRead/);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers 400 saying what is wrong with a period, an agent id or a report', async () => {
    const period = await server.as(admin, {
      method: 'GET',
      url: `${analyticsPaths.report('summary')}?reportingPeriod=LastYear`,
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toContain(analyticsMessages.badPeriod);
    const agent = await server.as(admin, {
      method: 'GET',
      url: `${analyticsPaths.export()}?gptSystemId=not-an-id`,
    });
    expect(agent.statusCode).toBe(400);
    expect(agent.json().message).toContain(analyticsMessages.badAgent);
    const unknown = await server.as(admin, {
      method: 'GET',
      url: analyticsPaths.report('summary').replace('summary', 'weather'),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(analyticsMessages.unknownReport);
  });
});
