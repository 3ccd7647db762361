import { describe, expect, it } from 'vitest';
import { exportFileName, postSegmentRequestSchema, updateTitleRequestSchema } from './conversation';

describe('conversation contract', () => {
  it('accepts a title of 50 characters and refuses 51 (chat-spec section 5)', () => {
    expect(updateTitleRequestSchema.safeParse({ title: 'x'.repeat(50) }).success).toBe(true);
    const refused = updateTitleRequestSchema.safeParse({ title: 'x'.repeat(51) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Title must be at most 50 characters');
  });

  it('trims a title before it checks the 50 characters (chat-spec section 5)', () => {
    const title = 'x'.repeat(50);
    expect(updateTitleRequestSchema.parse({ title: `  ${title}  ` })).toEqual({ title });
  });

  it('reads "Invalid input" for a rule without its own message: zod/mini loads no locale', () => {
    const refused = postSegmentRequestSchema.safeParse({
      question: 'Hi',
      visionImageIds: Array.from({ length: 11 }, (_, index) => `image-${index}`),
      lineage: { parentSegmentId: null },
    });
    expect(refused.error?.issues).toMatchObject([
      { path: ['visionImageIds'], message: 'Invalid input' },
    ]);
  });

  it('removes < > : " / \\ | ? * from export file names and adds .txt (chat-spec section 5)', () => {
    expect(exportFileName('a<b>c:d"e/f\\g|h?i*j')).toBe('abcdefghij.txt');
  });

  it('defaults the image and attachment lists of a question to empty', () => {
    const parsed = postSegmentRequestSchema.parse({
      question: 'Hi',
      lineage: { parentSegmentId: null },
    });
    expect(parsed).toEqual({
      question: 'Hi',
      visionImageIds: [],
      attachmentIds: [],
      lineage: { parentSegmentId: null },
    });
  });

  it('refuses an empty question', () => {
    expect(
      postSegmentRequestSchema.safeParse({ question: '   ', lineage: { parentSegmentId: null } })
        .success,
    ).toBe(false);
  });
});
