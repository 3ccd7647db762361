import { describe, expect, it } from 'vitest';
import { messageInputSchema } from './messages';
import { paths, routes } from './paths';

describe('messages contract (chat-spec section 7, "Other")', () => {
  it('serves messages at /api/messages, outside /api/internal', () => {
    expect(paths.messages()).toBe('/api/messages');
    expect(routes.messages).toBe(paths.messages());
  });

  it('trims the text and refuses an empty message, naming the field', () => {
    const refused = messageInputSchema.safeParse({ text: '   ' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['text'],
      message: 'Message text is required',
    });
  });

  it('refuses a message above 4000 characters', () => {
    const refused = messageInputSchema.safeParse({ text: 'x'.repeat(4_001) });
    expect(refused.error?.issues[0]?.message).toBe('Message text must be at most 4000 characters');
  });
});
