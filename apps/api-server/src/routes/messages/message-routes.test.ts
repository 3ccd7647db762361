import { noticePaths, paths } from '@parley/api-contract';
import type { NoticeInput } from '@parley/api-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandCalls } from '../../test-support/brand-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff, moderator } = seededUsers;
const hour = 60 * 60 * 1000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

const notice = (text: string, changes: Partial<NoticeInput> = {}): NoticeInput => ({
  text,
  severity: 'info',
  brandKey: null,
  startsAt: at(-1),
  endsAt: at(24),
  ...changes,
});

describe('platform notices in the chat: GET, POST /api/messages (issue 20)', () => {
  let server: TestServer;
  const brands = brandCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer();
    await brands.create('north', { hostNames: ['north.example.com'] });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const list = (await server.as(admin, { method: 'GET', url: noticePaths.list() })).json();
    for (const { noticeId } of list.items) {
      await server.as(admin, { method: 'DELETE', url: noticePaths.one(noticeId) });
    }
  });

  const publish = async (input: NoticeInput) =>
    (await server.as(admin, { method: 'POST', url: noticePaths.list(), payload: input })).json()
      .noticeId as string;
  const current = async (userName: string, host?: string) => {
    const answer = await server.as(userName, {
      method: 'GET',
      url: paths.messages(),
      ...(host ? { headers: { host } } : {}),
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json().items as { text: string }[]).map((item) => item.text);
  };
  const dismiss = (userName: string, messageId: string) =>
    server.as(userName, { method: 'POST', url: paths.messages(), payload: { messageId } });

  it('lists only the notices whose window holds now, newest start first', async () => {
    await publish(notice('Ended', { startsAt: at(-48), endsAt: at(-1) }));
    await publish(notice('Scheduled', { startsAt: at(1), endsAt: at(48) }));
    await publish(notice('Older', { startsAt: at(-5) }));
    const newer = await publish(notice('Newer', { severity: 'warning', startsAt: at(-2) }));
    expect(await current(staff)).toEqual(['Newer', 'Older']);
    const answer = await server.as(staff, { method: 'GET', url: paths.messages() });
    expect(answer.json().items[0]).toEqual({
      messageId: newer,
      text: 'Newer',
      severity: 'warning',
      startsAt: expect.any(String),
      endsAt: expect.any(String),
    });
  });

  it("shows a brand's notice only on that brand's host, and a notice for all brands everywhere", async () => {
    await publish(notice('Everyone'));
    await publish(notice('North only', { brandKey: 'north', startsAt: at(-2) }));
    await publish(notice('Default only', { brandKey: 'default', startsAt: at(-3) }));
    expect(await current(staff)).toEqual(['Everyone', 'Default only']);
    expect(await current(staff, 'north.example.com')).toEqual(['Everyone', 'North only']);
  });

  it('dismisses a notice for this user only, for good, and again without complaint', async () => {
    const messageId = await publish(notice('Maintenance tonight'));
    expect(await current(staff)).toEqual(['Maintenance tonight']);
    expect((await dismiss(staff, messageId)).statusCode).toBe(204);
    expect(await current(staff)).toEqual([]);
    expect(await current(moderator)).toEqual(['Maintenance tonight']);
    expect((await dismiss(staff, messageId)).statusCode).toBe(204);
    expect(await current(staff)).toEqual([]);
  });

  it('answers 404 with a clear body for a notice that does not exist', async () => {
    for (const messageId of ['00000000-0000-4000-8000-000000000000', 'nothing']) {
      const refused = await dismiss(staff, messageId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        statusCode: 404,
        message: `No notice has the id "${messageId}".`,
      });
    }
  });

  it('needs a signed-in user (401) and a messageId to dismiss (400)', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: paths.messages() });
    expect(anonymous.statusCode).toBe(401);
    const noId = await server.as(staff, { method: 'POST', url: paths.messages(), payload: {} });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fields).toEqual([{ field: 'messageId', message: expect.any(String) }]);
  });
});
