import { describe, expect, it } from 'vitest';
import { nextAnnouncement, spokenText } from './answer-announcement';

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

describe('spokenText (what the live region reads of markdown)', () => {
  it.each([
    ['You get **25 days** of _paid_ leave.', 'You get 25 days of paid leave.'],
    ['## Leave policy', 'Leave policy'],
    ['- First item\n* Second item\n- [x] Done', 'First item\nSecond item\nDone'],
    ['> Quoted advice', 'Quoted advice'],
    ['See [the policy](https://example.com/leave) now.', 'See the policy now.'],
    ['![Leave chart](/api/chart.png)', 'Leave chart'],
    ['Run `npm test` first.', 'Run npm test first.'],
    ['~~old~~ new', 'old new'],
    ['```ts\nconst days = 25;\n```', '\nconst days = 25;\n'],
    ['| Days | Kind |\n| --- | :-: |\n| 25 | Paid |', ' Days Kind \n\n 25 Paid '],
  ])('reads %j as %j', (markdown, spoken) => {
    expect(spokenText(markdown)).toBe(spoken);
  });

  it('keeps arithmetic and snake_case words as they are', () => {
    expect(spokenText('2 * 3 = 6 and max_days_per_year')).toBe('2 * 3 = 6 and max_days_per_year');
  });

  it('announces a sentence without its markdown', () => {
    expect(nextAnnouncement('You get **25 days** a year. Then', 0, false).text).toBe(
      'You get 25 days a year.',
    );
  });
});
