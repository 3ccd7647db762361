import { describe, expect, it } from 'vitest';
import { noticeDismissalSchema, noticeListSchema } from './messages';
import { paths, routes } from './paths';

describe('platform notices in the chat (chat-spec section 7, "Other"; issue 20)', () => {
  it('serves notices at /api/messages, outside /api/internal', () => {
    expect(paths.messages()).toBe('/api/messages');
    expect(routes.messages).toBe(paths.messages());
  });

  it('lists notices with their text, severity and window', () => {
    const notice = {
      messageId: '4d7c6b1e-0000-4000-8000-000000000001',
      text: 'Maintenance tonight',
      severity: 'warning',
      startsAt: '2026-11-29T20:00:00.000Z',
      endsAt: '2026-11-30T20:00:00.000Z',
    };
    expect(noticeListSchema.parse({ items: [notice] }).items).toEqual([notice]);
    expect(noticeListSchema.safeParse({ items: [{ ...notice, severity: 'error' }] }).success).toBe(
      false,
    );
  });

  it('dismisses a notice by its messageId', () => {
    expect(noticeDismissalSchema.safeParse({ messageId: 'n-1' }).success).toBe(true);
    expect(noticeDismissalSchema.safeParse({}).success).toBe(false);
  });
});
