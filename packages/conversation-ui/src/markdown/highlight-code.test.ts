import { describe, expect, it } from 'vitest';
import { grammarName, highlightCode, MAX_HIGHLIGHTED_LENGTH } from './highlight-code';

describe('highlightCode', () => {
  it('marks keywords, strings and comments with highlighter classes', async () => {
    const tree = await highlightCode('def f():\n    return "x"  # done', 'python');
    const classes = JSON.stringify(tree);
    expect(classes).toContain('hljs-keyword');
    expect(classes).toContain('hljs-string');
    expect(classes).toContain('hljs-comment');
  });

  it('knows the short names models put after a fence', () => {
    expect(grammarName('TS')).toBe('typescript');
    expect(grammarName('sh')).toBe('bash');
    expect(grammarName('html')).toBe('xml');
    expect(grammarName('c#')).toBe('csharp');
  });

  it('gives no tree for a language it has no grammar for', async () => {
    expect(await highlightCode('IDENTIFICATION DIVISION.', 'cobol')).toBeUndefined();
  });

  it(`gives no tree for code longer than ${MAX_HIGHLIGHTED_LENGTH} characters`, async () => {
    const long = 'x'.repeat(MAX_HIGHLIGHTED_LENGTH + 1);
    expect(await highlightCode(long, 'js')).toBeUndefined();
    expect(await highlightCode(long.slice(1), 'js')).toBeDefined();
  });
});
