import {
  actions,
  adminLimits,
  errorReportLimits,
  errorReportMessages,
  errorReportPaths,
} from '@parley/api-contract';
import type { ErrorReport, ErrorReportInput, ErrorReportPage } from '@parley/api-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertErrorReport, pruneErrorReports } from '../../db/queries/error-reports';
import { errorReports } from '../../db/schema';
import { userHolding } from '../../test-support/brand-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

const report = (changes: Partial<ErrorReportInput> = {}): ErrorReportInput => ({
  app: 'chat',
  environment: 'production',
  release: '2.2513.3849',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Row (row.tsx:12:3)',
  path: '/chat/42',
  source: 'window',
  ...changes,
});

describe('error reports (chat-spec section 8, issue 20)', () => {
  let server: TestServer;
  let reader: string;
  let address = 0;
  /** Each test reports from its own address, so one test's reports do not limit another's. */
  let remoteAddress = '';
  beforeAll(async () => {
    server = await startTestServer();
    reader = await userHolding(server, 'error-reader', [actions.ErrorReportsRead]);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    address += 1;
    remoteAddress = `192.0.2.${address}`;
    await server.database.db.delete(errorReports);
  });

  const send = (body: unknown, userName?: string) => {
    const options = {
      method: 'POST' as const,
      url: errorReportPaths.report(),
      payload: body as Record<string, unknown>,
      remoteAddress,
    };
    return userName ? server.as(userName, options) : server.app.inject(options);
  };
  const list = async (query: Record<string, string> = {}, userName: string = admin) => {
    const answer = await server.as(userName, {
      method: 'GET',
      url: errorReportPaths.list(),
      query,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<ErrorReportPage>();
  };

  it("takes an anonymous visitor's report and keeps the path without its query or fragment", async () => {
    const answer = await send(
      report({ app: 'public-chat', path: '/public-chat/help/true?email=a%40b.c#top' }),
    );
    expect(answer.statusCode).toBe(204);
    const [stored] = (await list()).items;
    expect(stored).toMatchObject({
      app: 'public-chat',
      environment: 'production',
      release: '2.2513.3849',
      message: 'Cannot read properties of undefined',
      stack: 'TypeError: Cannot read properties of undefined\n    at Row (row.tsx:12:3)',
      path: '/public-chat/help/true',
      source: 'window',
      userName: null,
      brandKey: 'default',
      occurrences: 1,
    });
  });

  it('names the reporter from the token only, never from the body', async () => {
    const answer = await send(
      { ...report(), userId: seededUsers.admin, userName: admin } as ErrorReportInput,
      staff,
    );
    expect(answer.statusCode).toBe(204);
    const [stored] = (await list()).items;
    expect(stored?.userName).toBe(staff);
  });

  it('refuses a report with a bad token instead of storing it as anonymous', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: errorReportPaths.report(),
      payload: report(),
      headers: { authorization: 'Bearer not-a-token' },
      remoteAddress,
    });
    expect(answer.statusCode).toBe(401);
    expect((await list()).items).toEqual([]);
  });

  it('answers 400 naming each bad field', async () => {
    const answer = await send({ ...report(), app: 'desktop', message: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      { field: 'app', message: errorReportMessages.appInvalid },
      { field: 'message', message: errorReportMessages.messageRequired },
    ]);
  });

  it(`answers 413 with a message for a body over ${errorReportLimits.bodyMaxBytes} bytes`, async () => {
    const answer = await send(report({ stack: 's'.repeat(errorReportLimits.bodyMaxBytes) }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(
      `The request body is larger than ${errorReportLimits.bodyMaxBytes} bytes.`,
    );
  });

  it(`takes ${errorReportLimits.perMinute} reports a minute from one address, then answers 429 with Retry-After`, async () => {
    for (let sent = 0; sent < errorReportLimits.perMinute; sent += 1) {
      expect((await send(report())).statusCode).toBe(204);
    }
    const refused = await send(report());
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json().message).toBe(errorReportMessages.rateLimited(retryAfter));
    const kept = (await list()).items;
    expect(kept).toHaveLength(errorReportLimits.perMinute);
    expect(kept[0]?.occurrences).toBe(errorReportLimits.perMinute);
  });

  describe('in the console', () => {
    /** One report a second apart, a minute ago onwards: their order never rests on a tie. */
    let inserted = 0;
    const insert = (changes: Partial<ErrorReportInput> = {}, fingerprint = 'f') => {
      const input = report(changes);
      inserted += 1;
      return insertErrorReport(server.database.db, {
        ...input,
        stack: input.stack ?? null,
        source: input.source ?? null,
        userId: null,
        brandKey: 'default',
        fingerprint,
        reportedAt: new Date(Date.now() - 60 * 60_000 + inserted * 1_000),
      });
    };

    it('opens to ErrorReportsRead only: 401 without a token, 403 for staff', async () => {
      const anonymous = await server.app.inject({ method: 'GET', url: errorReportPaths.list() });
      expect(anonymous.statusCode).toBe(401);
      const refused = await server.as(staff, { method: 'GET', url: errorReportPaths.list() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('ErrorReportsRead');
      await list({}, reader);
    });

    it(`pages newest first, ${adminLimits.pageSize} at a time, with a continuation token`, async () => {
      for (let index = 0; index < adminLimits.pageSize + 2; index += 1) {
        await insert({ message: `failure ${index}` }, `f${index}`);
      }
      const first = await list();
      expect(first.items).toHaveLength(adminLimits.pageSize);
      expect(first.items[0]?.message).toBe(`failure ${adminLimits.pageSize + 1}`);
      expect(first.continuationToken).toEqual(expect.any(String));
      const second = await list({ continuationToken: first.continuationToken ?? '' });
      expect(second.items.map((item) => item.message)).toEqual(['failure 1', 'failure 0']);
      expect(second.continuationToken).toBeNull();
    });

    it('filters by app and by text in the message, path or environment', async () => {
      await insert({ app: 'chat', message: 'chat broke', path: '/chat' });
      await insert({ app: 'admin', message: 'console broke', path: '/admin/user' });
      await insert({ app: 'admin', message: 'other', environment: 'Staging Parley' });
      const messages = (page: ErrorReportPage) => page.items.map((item) => item.message);
      expect(messages(await list({ app: 'admin' }))).toEqual(['other', 'console broke']);
      expect(messages(await list({ search: 'BROKE' }))).toEqual(['console broke', 'chat broke']);
      expect(messages(await list({ search: 'staging' }))).toEqual(['other']);
      expect(messages(await list({ app: 'chat', search: '/admin' }))).toEqual([]);
      const bad = await server.as(admin, {
        method: 'GET',
        url: errorReportPaths.list(),
        query: { app: 'desktop' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(errorReportMessages.appInvalid);
    });

    it('reads one report with its stack, and answers 404 for an unknown id', async () => {
      const { errorReportId } = await insert();
      const one = await server.as(reader, {
        method: 'GET',
        url: errorReportPaths.one(errorReportId),
      });
      expect(one.json<ErrorReport>().stack).toContain('at Row (row.tsx:12:3)');
      const unknown = await server.as(reader, {
        method: 'GET',
        url: errorReportPaths.one('00000000-0000-4000-8000-000000000999'),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        errorReportMessages.notFound('00000000-0000-4000-8000-000000000999'),
      );
    });

    it('prunes reports older than the kept days, and beyond the kept number', async () => {
      const { db } = server.database;
      for (let index = 0; index < 4; index += 1) await insert({ message: `kept ${index}` });
      await pruneErrorReports(db, {
        keptSince: new Date(Date.now() - 2 * 60 * 60_000),
        keptMax: 3,
      });
      expect((await list()).items.map((item) => item.message)).toEqual([
        'kept 3',
        'kept 2',
        'kept 1',
      ]);
      await pruneErrorReports(db, { keptSince: new Date(Date.now() + 60_000), keptMax: 3 });
      expect((await list()).items).toEqual([]);
    });
  });
});
