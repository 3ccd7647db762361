import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin } = seededUsers;
const day = 24 * 60 * 60 * 1000;

describe('audit log routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // A role whose name a spreadsheet would run as a formula, made through the API.
    await server.as(admin, {
      method: 'POST',
      url: paths.admin.userRoles(),
      payload: { name: '=HYPERLINK("http://evil.example","click")', actions: ['AgentRead'] },
    });
    // An old entry, outside the default window.
    await server.database.db.insert(auditEntries).values({
      occurredAt: new Date(Date.now() - 90 * day),
      actorUserId: seedIds.users.admin,
      actorUserName: admin,
      action: 'Created',
      entityType: 'UserRole',
      entityId: 'old-role',
      before: null,
      after: { name: 'Old role' },
    });
    // An entry whose cells a spreadsheet would run as formulas.
    await server.database.db.insert(auditEntries).values({
      actorUserName: '+cmd|calc',
      action: 'Updated',
      entityType: 'Formula',
      entityId: '=2+3',
      before: null,
      after: null,
    });
  });
  afterAll(() => server.close());

  const query = async (search: string) =>
    server.as(admin, { method: 'GET', url: `${paths.admin.audit()}?${search}` });

  it('shows the last 30 days by default, and older entries when the window asks', async () => {
    const recent = (await query('type=UserRole')).json().items as { aggregateRootId: string }[];
    expect(recent.map((entry) => entry.aggregateRootId)).not.toContain('old-role');
    const from = new Date(Date.now() - 100 * day).toISOString();
    const old = (await query(`type=UserRole&timeStampFrom=${encodeURIComponent(from)}`)).json()
      .items as { aggregateRootId: string }[];
    expect(old.map((entry) => entry.aggregateRootId)).toContain('old-role');
  });

  it('filters by user name, operation and text in the details', async () => {
    const found = (await query('userName=ADMIN&domainOperation=Created&details=hyperlink')).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      type: 'UserRole',
      userName: admin,
      domainOperation: 'Created',
      details: { before: null, after: { name: '=HYPERLINK("http://evil.example","click")' } },
    });
    expect((await query('details=no-such-text')).json().items).toEqual([]);
  });

  it('refuses a window that ends before it starts or spans more than a year', async () => {
    const reversed = await query(
      'timeStampFrom=2026-11-02T00:00:00Z&timeStampTo=2026-11-01T00:00:00Z',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('timeStampFrom: the window starts after it ends.');
    const long = await query('timeStampFrom=2024-01-01T00:00:00Z&timeStampTo=2026-01-01T00:00:00Z');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/longer than 366 days/);
  });

  it('exports the filtered entries as CSV with formulas defused', async () => {
    const response = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.auditExport()}?type=UserRole&details=HYPERLINK`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('timeStamp,type,aggregateRootId,userName,domainOperation,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',UserRole,');
    const formulas = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.auditExport()}?type=Formula`,
    });
    const [, row] = formulas.body.trimEnd().split('\r\n');
    expect(row?.split(',').slice(1)).toEqual([
      'Formula',
      "'=2+3",
      "'+cmd|calc",
      'Updated',
      'null',
      'null',
    ]);
  });

  it('answers one entry by its id, also outside the default window (a permalink)', async () => {
    const from = new Date(Date.now() - 100 * day).toISOString();
    const [old] = (
      await query(`aggregateRootId=old-role&timeStampFrom=${encodeURIComponent(from)}`)
    ).json().items as { auditEntryId: string }[];
    expect(old).toBeDefined();
    const response = await server.as(admin, {
      method: 'GET',
      url: paths.admin.auditEntry(old?.auditEntryId ?? ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      auditEntryId: old?.auditEntryId,
      type: 'UserRole',
      aggregateRootId: 'old-role',
      userName: admin,
      domainOperation: 'Created',
      details: { before: null, after: { name: 'Old role' } },
      timeStamp: expect.any(String),
    });
  });

  it('answers 404 saying which entry is missing, for an unknown id and a malformed one', async () => {
    for (const auditEntryId of ['00000000-0000-4000-8000-00000000abcd', 'not-an-id']) {
      const response = await server.as(admin, {
        method: 'GET',
        url: paths.admin.auditEntry(auditEntryId),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No audit entry has the id "${auditEntryId}".`);
    }
  });

  it('pages newest first with a continuation token', async () => {
    for (let index = 0; index < 52; index++) {
      await server.as(admin, {
        method: 'POST',
        url: paths.admin.userRoles(),
        payload: { name: `Paged ${index}`, actions: ['AgentRead'] },
      });
    }
    const first = (await query('type=UserRole')).json();
    expect(first.items).toHaveLength(50);
    const second = (
      await query(`type=UserRole&continuationToken=${first.continuationToken}`)
    ).json();
    const times = [...first.items, ...second.items].map(
      (entry: { timeStamp: string }) => entry.timeStamp,
    );
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.items.length + second.items.length).toBe(53);
  });
});
