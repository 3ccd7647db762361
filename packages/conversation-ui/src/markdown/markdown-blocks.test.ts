import { Lexer } from 'marked';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitMarkdownBlocks } from './markdown-blocks';

const types = (tokens: readonly { type: string }[]) => tokens.map((token) => token.type);

describe('splitMarkdownBlocks (issue 6: finished blocks memoized, only the tail re-parsed)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps every block but the last one finished while streaming', () => {
    const blocks = splitMarkdownBlocks(undefined, '# Title\n\nFirst.\n\nSecond, still gro', true);
    expect(types(blocks.finished)).toEqual(['heading', 'space', 'paragraph', 'space']);
    expect(types(blocks.tail)).toEqual(['paragraph']);
  });

  it('keeps trailing blank lines with the last block, since an indented line may continue it', () => {
    const blocks = splitMarkdownBlocks(undefined, 'Intro.\n\n- one\n\n', true);
    expect(types(blocks.tail)).toEqual(['list', 'space']);
    const continued = splitMarkdownBlocks(blocks, 'Intro.\n\n- one\n\n  still one', true);
    expect(types(continued.tail)).toEqual(['list']);
    expect(continued.tail[0]).toMatchObject({ items: [{ text: 'one\n\nstill one' }] });
  });

  it('reuses the token objects of finished blocks as the text grows', () => {
    const first = splitMarkdownBlocks(undefined, 'One.\n\nTwo.\n\nThr', true);
    const second = splitMarkdownBlocks(first, 'One.\n\nTwo.\n\nThree, longer', true);
    expect(second.finished).toBe(first.finished);
    const third = splitMarkdownBlocks(second, 'One.\n\nTwo.\n\nThree, longer.\n\nFour', true);
    expect(third.finished.slice(0, first.finished.length)).toEqual(first.finished);
    third.finished.slice(0, first.finished.length).forEach((token, index) => {
      expect(token).toBe(first.finished[index]);
    });
  });

  it('lexes only the text after the finished blocks', () => {
    const first = splitMarkdownBlocks(undefined, '# Title\n\nA finished paragraph.\n\nTai', true);
    const lex = vi.spyOn(Lexer.prototype, 'lex');
    splitMarkdownBlocks(first, '# Title\n\nA finished paragraph.\n\nTail grows', true);
    expect(lex).toHaveBeenCalledTimes(1);
    expect(lex).toHaveBeenCalledWith('Tail grows');
  });

  it('keeps the last block in the tail when the stream ends, so a longer stored copy continues it', () => {
    const streamed = splitMarkdownBlocks(undefined, 'One.\n\nParental leave is', true);
    const stopped = splitMarkdownBlocks(streamed, 'One.\n\nParental leave is', false);
    expect(types(stopped.finished)).toEqual(['paragraph', 'space']);
    const stored = splitMarkdownBlocks(stopped, 'One.\n\nParental leave is 16 weeks.', false);
    expect(types(stored.tail)).toEqual(['paragraph']);
    expect(stored.tail[0]?.raw).toBe('Parental leave is 16 weeks.');
  });

  it('reads an unclosed fence as a code block that is still being written', () => {
    const blocks = splitMarkdownBlocks(undefined, 'Here:\n\n```python\nprint(1)\npri', true);
    expect(blocks.tail).toEqual([
      expect.objectContaining({ type: 'code', lang: 'python', text: 'print(1)\npri' }),
    ]);
  });

  it('starts again from the beginning when the text is not a continuation', () => {
    const first = splitMarkdownBlocks(undefined, 'Old answer.\n\nMore', true);
    const other = splitMarkdownBlocks(first, 'New answer.\n\nMore', true);
    expect(other.finished[0]).toMatchObject({ type: 'paragraph', text: 'New answer.' });
  });

  it('resolves a reference link whose definition is in an earlier, finished block', () => {
    const first = splitMarkdownBlocks(undefined, '[docs]: https://example.com/docs\n\nSee', true);
    const next = splitMarkdownBlocks(
      first,
      '[docs]: https://example.com/docs\n\nSee [the docs][docs]',
      true,
    );
    expect(next.tail[0]).toMatchObject({
      tokens: [
        expect.anything(),
        expect.objectContaining({ type: 'link', href: 'https://example.com/docs' }),
      ],
    });
  });

  it('reads Windows line endings, keeping every block in the tail since their offsets differ', () => {
    const blocks = splitMarkdownBlocks(undefined, 'One.\r\n\r\nTwo.', true);
    expect(blocks.finished).toEqual([]);
    expect(types(blocks.tail)).toEqual(['paragraph', 'space', 'paragraph']);
  });
});
