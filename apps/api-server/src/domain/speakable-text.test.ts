import { describe, expect, it } from 'vitest';
import { speakableText } from './speakable-text';

describe('speakableText', () => {
  it('reads headings, emphasis and list items as sentences, without their marks', () => {
    expect(
      speakableText(
        '# Opening hours\n\nWe are **open** _daily_.\n\n- Monday to Friday\n- Sunday: closed',
      ),
    ).toBe('Opening hours. We are open daily. Monday to Friday. Sunday: closed.');
  });

  it('says the words of links and images, not their addresses', () => {
    expect(
      speakableText('See [the policy](https://intranet.example/policy) and ![a chart](x.png)'),
    ).toBe('See the policy and a chart.');
  });

  it('leaves code blocks out, an unclosed one to the end, and keeps inline code as words', () => {
    expect(speakableText('Run `npm test`:\n\n```sh\nnpm test\n```\n\nThen wait.')).toBe(
      'Run npm test: Then wait.',
    );
    expect(speakableText('Try this.\n```js\nconsole.log(1)')).toBe('Try this.');
  });

  it('reads a table row by row, cells separated, without its rule', () => {
    expect(speakableText('| Day | Hours |\n| --- | :---: |\n| Monday | 9 to 5 |')).toBe(
      'Day, Hours. Monday, 9 to 5.',
    );
  });

  it('drops HTML tags and keeps Arabic punctuation as the end of a sentence', () => {
    expect(speakableText('<b>مرحبا</b> بكم؟\nأهلا')).toBe('مرحبا بكم؟ أهلا.');
  });

  it('is empty for an answer of only code', () => {
    expect(speakableText('```\nx = 1\n```')).toBe('');
  });
});
