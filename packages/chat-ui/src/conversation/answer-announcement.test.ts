import { describe, expect, it } from 'vitest';
import { nextAnnouncement } from './answer-announcement';

describe('nextAnnouncement (a polite live region, not every token)', () => {
  it('says nothing while the first sentence is unfinished', () => {
    expect(nextAnnouncement('The policy says', 0, false)).toEqual({
      text: '',
      announcedLength: 0,
    });
  });

  it('announces up to the last finished sentence', () => {
    const answer = 'First point. Second point! And a third';
    const next = nextAnnouncement(answer, 0, false);
    expect(next.text).toBe('First point. Second point!');
    expect(answer.slice(next.announcedLength)).toBe('And a third');
  });

  it('announces the remainder once the answer is finished', () => {
    const answer = 'First point. And a third';
    expect(nextAnnouncement(answer, 13, true)).toEqual({
      text: 'And a third',
      announcedLength: answer.length,
    });
  });
});
