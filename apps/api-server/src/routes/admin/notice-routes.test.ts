import { actions, noticeMessages, noticePaths, paths } from '@parley/api-contract';
import type { NoticeInput } from '@parley/api-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandCalls, userHolding } from '../../test-support/brand-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;
const hour = 60 * 60 * 1000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

const notice = (changes: Partial<NoticeInput> = {}): NoticeInput => ({
  text: 'Maintenance tonight from 22:00',
  severity: 'warning',
  brandKey: null,
  startsAt: at(-1),
  endsAt: at(24),
  ...changes,
});

describe('platform notices in the console (issue 20)', () => {
  let server: TestServer;
  let reader: string;
  const brands = brandCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer();
    reader = await userHolding(server, 'settings-reader', [actions.InstanceSettingsRead]);
    await brands.create('north');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const list = (await server.as(admin, { method: 'GET', url: noticePaths.list() })).json();
    for (const { noticeId } of list.items) {
      await server.as(admin, { method: 'DELETE', url: noticePaths.one(noticeId) });
    }
  });

  const publish = (body: NoticeInput, userName: string = admin) =>
    server.as(userName, { method: 'POST', url: noticePaths.list(), payload: body });

  it('publishes a notice for every brand and lists it with its state', async () => {
    const published = await publish(notice());
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({
      text: 'Maintenance tonight from 22:00',
      severity: 'warning',
      brandKey: null,
      state: 'Current',
      createdBy: admin,
    });
    const one = await server.as(admin, {
      method: 'GET',
      url: noticePaths.one(published.json().noticeId),
    });
    expect(one.json()).toEqual(published.json());
  });

  it('lists every notice newest start first, Scheduled, Current or Ended', async () => {
    await publish(notice({ text: 'Over', startsAt: at(-48), endsAt: at(-24) }));
    await publish(notice({ text: 'Now', brandKey: 'north' }));
    await publish(notice({ text: 'Later', startsAt: at(24), endsAt: at(48) }));
    const list = (await server.as(reader, { method: 'GET', url: noticePaths.list() })).json();
    expect(
      list.items.map((item: { text: string; state: string; brandKey: string | null }) => [
        item.text,
        item.state,
        item.brandKey,
      ]),
    ).toEqual([
      ['Later', 'Scheduled', null],
      ['Now', 'Current', 'north'],
      ['Over', 'Ended', null],
    ]);
  });

  it('refuses staff every call, and a reader without InstanceSettingsWrite every change (403)', async () => {
    const id = (await publish(notice())).json().noticeId as string;
    for (const [method, url] of [
      ['GET', noticePaths.list()],
      ['GET', noticePaths.one(id)],
      ['POST', noticePaths.list()],
      ['PUT', noticePaths.one(id)],
      ['DELETE', noticePaths.one(id)],
    ] as const) {
      const refused = await server.as(staff, { method, url, payload: notice() });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await server.as(reader, { method: 'GET', url: noticePaths.one(id) })).statusCode).toBe(
      200,
    );
    // The form chooses a brand: the brands list answers the instance settings actions.
    const brandList = await server.as(reader, { method: 'GET', url: paths.admin.brands() });
    expect(brandList.statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', noticePaths.list()],
      ['PUT', noticePaths.one(id)],
      ['DELETE', noticePaths.one(id)],
    ] as const) {
      const refused = await server.as(reader, { method, url, payload: notice() });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toContain('InstanceSettingsWrite');
    }
  });

  it('answers 400 saying what is wrong: no text, too long, the end before the start, an unknown brand', async () => {
    const empty = await publish(notice({ text: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'text', message: 'Text is required' }]);
    const long = await publish(notice({ text: 'x'.repeat(1001) }));
    expect(long.json().fields).toEqual([
      { field: 'text', message: 'Text must be at most 1000 characters' },
    ]);
    const backwards = await publish(notice({ startsAt: at(2), endsAt: at(1) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual([
      { field: 'endsAt', message: 'The end must be after the start' },
    ]);
    const unknownBrand = await publish(notice({ brandKey: 'no-such-brand' }));
    expect(unknownBrand.statusCode).toBe(400);
    expect(unknownBrand.json()).toMatchObject({
      message: 'No brand has the key "no-such-brand".',
      fields: [{ field: 'brandKey', message: 'No brand has the key "no-such-brand".' }],
    });
  });

  it('answers 404 for a notice that does not exist, whatever its id', async () => {
    for (const noticeId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await server.as(admin, { method: 'GET', url: noticePaths.one(noticeId) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(noticeMessages.notFound(noticeId));
    }
  });

  it('audits publishing, changing and withdrawing with before and after', async () => {
    const created = (await publish(notice())).json();
    const changed = await server.as(admin, {
      method: 'PUT',
      url: noticePaths.one(created.noticeId),
      payload: notice({ text: 'Maintenance moved to Friday', severity: 'info' }),
    });
    expect(changed.json()).toMatchObject({ text: 'Maintenance moved to Friday', severity: 'info' });
    const withdrawn = await server.as(admin, {
      method: 'DELETE',
      url: noticePaths.one(created.noticeId),
    });
    expect(withdrawn.statusCode).toBe(204);
    const entries = (
      await server.as(admin, {
        method: 'GET',
        url: `/api/internal/admin/audit?type=Notice&aggregateRootId=${created.noticeId}`,
      })
    ).json().items as {
      domainOperation: string;
      userName: string;
      details: { before: unknown; after: unknown };
    }[];
    expect(entries.map((entry) => entry.domainOperation)).toEqual([
      'Deleted',
      'Updated',
      'Created',
    ]);
    expect(entries[2]).toMatchObject({
      userName: admin,
      details: { before: null, after: { text: 'Maintenance tonight from 22:00', brandKey: null } },
    });
    expect(entries[1]?.details).toMatchObject({
      before: { text: 'Maintenance tonight from 22:00', severity: 'warning' },
      after: { text: 'Maintenance moved to Friday', severity: 'info' },
    });
  });
});
