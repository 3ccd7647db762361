import { budgetMessages, paths } from '@parley/api-contract';
import type { BudgetSettings, UpdateBudgetSettingsRequest } from '@parley/api-contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, gptSystems, segments, usageRecords } from '../../db/schema';
import { budgetPeriodRange } from '../../domain/budget';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import {
  newSession,
  startPublicConversation,
} from '../public-conversations/testing/public-visitor';

const { admin, staff } = seededUsers;
const url = paths.admin.budgetSettings();
const noBudget = { period: 'Monthly', tokens: null, warningPercent: 80 } as const;

describe('instance settings routes: budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const put = (payload: UpdateBudgetSettingsRequest, as: string = admin) =>
    server.as(as, { method: 'PUT', url, payload });
  const read = async (): Promise<BudgetSettings> =>
    (await server.as(admin, { method: 'GET', url })).json();
  const brand = (settings: BudgetSettings, brandKey: string) =>
    settings.brands.find((one) => one.brandKey === brandKey);
  const ask = (question: string) =>
    server.as(staff, {
      method: 'POST',
      url: paths.userConversations.byGptSystemId(seededAgents.assistant),
      payload: { question, session: { sessionIdentifier: 'budget' } },
    });
  const storedCounts = async () => {
    const db = server.database.db;
    const [conversationCount] = await db.select({ n: count() }).from(conversations);
    const [segmentCount] = await db.select({ n: count() }).from(segments);
    return { conversations: conversationCount?.n, segments: segmentCount?.n };
  };

  beforeEach(async () => {
    await put({
      instance: noBudget,
      brands: [
        { brandKey: 'default', ...noBudget },
        { brandKey: 'harbour', ...noBudget },
      ],
    });
    await server.database.db.delete(usageRecords);
  });

  it('refuses staff, and a settings reader the change, naming the action', async () => {
    expect((await server.as(staff, { method: 'GET', url })).statusCode).toBe(403);
    const write = await put({ instance: noBudget, brands: [] }, staff);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      'This call needs the InstanceSettingsWrite action, which your roles do not grant.',
    );
  });

  it('reads every budget with the current period in UTC and its spend, by brand', async () => {
    await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    const settings = await read();
    const month = budgetPeriodRange('Monthly', new Date());
    expect(settings.instance).toMatchObject({
      ...noBudget,
      periodStart: month.start.toISOString(),
      periodEnd: month.end.toISOString(),
    });
    expect(settings.instance.spentTokens).toBeGreaterThan(0);
    expect(brand(settings, 'default')?.spentTokens).toBe(settings.instance.spentTokens);
    expect(brand(settings, 'harbour')?.spentTokens).toBe(0);
  });

  it('counts only the current period: usage of an earlier one is not spent', async () => {
    await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    const spent = (await read()).instance.spentTokens;
    const lastMonth = new Date(
      budgetPeriodRange('Monthly', new Date()).start.getTime() - 3_600_000,
    );
    await server.database.db.update(usageRecords).set({ hour: lastMonth });
    expect((await read()).instance.spentTokens).toBe(0);
    await put({ instance: { period: 'Daily', tokens: spent, warningPercent: 50 }, brands: [] });
    expect((await ask('Still there?')).statusCode).toBe(200);
  });

  it('refuses bad budgets with clear messages', async () => {
    const cases: [object, string][] = [
      [{ instance: { ...noBudget, tokens: 0 }, brands: [] }, budgetMessages.tokens],
      [{ instance: { ...noBudget, tokens: 2.5 }, brands: [] }, budgetMessages.tokens],
      [
        { instance: { ...noBudget, warningPercent: 101 }, brands: [] },
        budgetMessages.warningPercent,
      ],
      [{ instance: { ...noBudget, period: 'Yearly' }, brands: [] }, budgetMessages.period],
      [
        { instance: noBudget, brands: [{ brandKey: 'nowhere', ...noBudget }] },
        budgetMessages.unknownBrand('nowhere'),
      ],
      [
        {
          instance: noBudget,
          brands: [
            { brandKey: 'harbour', ...noBudget },
            { brandKey: 'harbour', ...noBudget },
          ],
        },
        budgetMessages.repeatedBrand('harbour'),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await server.as(admin, { method: 'PUT', url, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(JSON.stringify(message).slice(1, -1));
    }
  });

  it('audits a change with the budgets before and after', async () => {
    await put({
      instance: { period: 'Weekly', tokens: 5000, warningPercent: 75 },
      brands: [{ brandKey: 'harbour', period: 'Daily', tokens: 100, warningPercent: 90 }],
    });
    const [entry] = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=InstanceSettings&aggregateRootId=budget`,
      })
    ).json().items;
    expect(entry).toMatchObject({
      domainOperation: 'Updated',
      userName: admin,
      details: {
        before: { instance: noBudget },
        after: {
          instance: { period: 'Weekly', tokens: 5000, warningPercent: 75 },
          brands: expect.arrayContaining([
            { brandKey: 'harbour', period: 'Daily', tokens: 100, warningPercent: 90 },
          ]),
        },
      },
    });
  });

  it('answers questions past the warning threshold as usual: the warning is for administrators, on the budget tab', async () => {
    await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    const { spentTokens } = (await read()).instance;
    expect(spentTokens).toBeGreaterThan(0);
    // Twice what is spent: half the budget used, past a threshold of 10 %.
    await put({
      instance: { period: 'Monthly', tokens: spentTokens * 2, warningPercent: 10 },
      brands: [],
    });
    const answered = await startConversation(server, staff, seededAgents.assistant, 'And another?');
    expect(answered.events.at(-1)?.event).toBe('no-more-data');
    expect(answered.events.map((event) => event.event)).not.toContain('error');
    const instance = (await read()).instance;
    expect(instance.spentTokens * 100).toBeGreaterThanOrEqual(
      (instance.tokens ?? 0) * instance.warningPercent,
    );
  });

  it("refuses the next question once the instance's budget is spent, before storing anything", async () => {
    await put({ instance: { period: 'Daily', tokens: 1, warningPercent: 80 }, brands: [] });
    const first = await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    expect(first.events.at(-1)?.event).toBe('no-more-data');

    const before = await storedCounts();
    const refused = await ask('And another?');
    expect(refused.statusCode).toBe(429);
    const tomorrow = budgetPeriodRange('Daily', new Date()).end;
    expect(refused.json().message).toBe(
      budgetMessages.spent('instance', 'Daily', tomorrow.toISOString()),
    );
    expect(refused.json().message).toContain(`${tomorrow.toISOString().slice(0, 10)} 00:00 UTC`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCounts()).toEqual(before);

    const further = await server.as(staff, {
      method: 'POST',
      url: paths.userConversations.segments(first.conversationId),
      payload: { question: 'Follow-up', lineage: { parentSegmentId: first.segmentId } },
    });
    expect(further.statusCode).toBe(429);

    const settings = await read();
    expect(settings.instance.spentTokens).toBeGreaterThanOrEqual(1);
  });

  it('refuses questions on a brand whose budget is spent, and only there: public chat too', async () => {
    await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    await put({
      instance: noBudget,
      brands: [{ brandKey: 'default', period: 'Monthly', tokens: 1, warningPercent: 80 }],
    });
    const refused = await ask('And another?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      budgetMessages.spent(
        'brand',
        'Monthly',
        budgetPeriodRange('Monthly', new Date()).end.toISOString(),
      ),
    );

    const session = await newSession(server);
    const visitorRefused = await startPublicConversation(server, session, 'Hello?');
    expect(visitorRefused.statusCode).toBe(429);
    expect(visitorRefused.json().message).toContain('This brand has used');

    // The demo endpoint's brand becomes harbour, whose budget is not spent.
    await server.database.db
      .update(gptSystems)
      .set({ publicBrandKey: 'harbour' })
      .where(eq(gptSystems.publicEndpoint, 'parley-demo'));
    const visitorAnswered = await startPublicConversation(server, session, 'Hello?');
    expect(visitorAnswered.statusCode).toBe(200);
    await server.database.db
      .update(gptSystems)
      .set({ publicBrandKey: sql`null` })
      .where(eq(gptSystems.publicEndpoint, 'parley-demo'));
  });
});
