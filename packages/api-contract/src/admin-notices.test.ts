import { describe, expect, it } from 'vitest';
import { auditEntityTypes } from './admin-access';
import { adminMenu } from './actions';
import {
  noticeInputSchema,
  noticeLimits,
  noticeMessages,
  noticePaths,
  noticeRoutes,
  noticeStateAt,
} from './admin-notices';
import { matchesRoute } from './test-support/route-matcher';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const notice = {
  text: 'Maintenance tonight from 22:00',
  severity: 'info',
  brandKey: null,
  startsAt: '2026-11-29T20:00:00.000Z',
  endsAt: '2026-11-30T20:00:00.000Z',
};

describe('platform notices in the console (issue 20)', () => {
  it.each([
    [noticeRoutes.list, noticePaths.list()],
    [noticeRoutes.one, noticePaths.one('n-1')],
  ])('route %s matches its builder', (pattern, url) => {
    expect(matchesRoute(pattern, url)).toBe(true);
  });

  it('accepts a notice for every brand or for one, with an offset on its dates', () => {
    expect(messagesOf(noticeInputSchema.safeParse(notice))).toEqual([]);
    expect(
      messagesOf(
        noticeInputSchema.safeParse({
          ...notice,
          brandKey: 'north',
          startsAt: '2026-11-29T21:00:00+01:00',
        }),
      ),
    ).toEqual([]);
  });

  it('needs a text of at most 1000 characters, in the words the user reads', () => {
    expect(messagesOf(noticeInputSchema.safeParse({ ...notice, text: '   ' }))).toEqual([
      ['text', 'Text is required'],
    ]);
    expect(
      messagesOf(
        noticeInputSchema.safeParse({
          ...notice,
          text: 'x'.repeat(noticeLimits.textMaxLength + 1),
        }),
      ),
    ).toEqual([['text', 'Text must be at most 1000 characters']]);
    expect(noticeInputSchema.parse({ ...notice, text: ' Hello ' }).text).toBe('Hello');
  });

  it('needs the end after the start, on the end', () => {
    expect(messagesOf(noticeInputSchema.safeParse({ ...notice, endsAt: notice.startsAt }))).toEqual(
      [['endsAt', 'The end must be after the start']],
    );
    expect(noticeMessages.endBeforeStart).toBe('The end must be after the start');
  });

  it('needs the start and end as ISO date-times', () => {
    expect(
      messagesOf(noticeInputSchema.safeParse({ ...notice, startsAt: '', endsAt: 'tomorrow' })),
    ).toEqual([
      ['startsAt', noticeMessages.startRequired],
      ['endsAt', noticeMessages.endRequired],
    ]);
  });

  it('is scheduled before its start, current from its start and ended from its end', () => {
    expect(noticeStateAt(notice, new Date('2026-11-29T19:59:59.999Z'))).toBe('Scheduled');
    expect(noticeStateAt(notice, new Date(notice.startsAt))).toBe('Current');
    expect(noticeStateAt(notice, new Date(notice.endsAt))).toBe('Ended');
  });

  it('is audited as Notice and is a menu item of Administration opened by InstanceSettingsRead', () => {
    expect(auditEntityTypes.notice).toBe('Notice');
    expect(adminMenu.find((item) => item.path === '/admin/notices')).toEqual({
      title: 'Notices',
      path: '/admin/notices',
      section: 'Administration',
      actions: ['InstanceSettingsRead'],
    });
  });
});
