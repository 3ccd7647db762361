import { describe, expect, it } from 'vitest';
import { chunkSections } from './chunking';

const section = (
  text: string,
  pageNumber: number | null = null,
  heading: string | null = null,
) => ({
  text,
  pageNumber,
  heading,
});

describe('splitting files into chunks', () => {
  it('keeps whole paragraphs together while they fit the chunk size', () => {
    const chunks = chunkSections([section('First paragraph.\n\nSecond paragraph.')], {
      chunkSize: 200,
      chunkOverlap: 0,
    });
    expect(chunks).toEqual([
      {
        position: 0,
        text: 'First paragraph.\n\nSecond paragraph.',
        pageNumber: null,
        heading: null,
      },
    ]);
  });

  it('never makes a chunk longer than the chunk size, and repeats the overlap at the next start', () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const chunks = chunkSections([section(words)], { chunkSize: 300, chunkOverlap: 50 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(300);
    const [first = '', second = ''] = chunks.map((chunk) => chunk.text);
    const endsOfFirst = Array.from({ length: 50 }, (_, index) => first.slice(-(index + 1)));
    expect(endsOfFirst.some((end) => end.length > 1 && second.startsWith(`${end} `))).toBe(true);
    const found = new Set(chunks.flatMap((chunk) => chunk.text.split(/\s+/)));
    expect(found.size).toBe(400);
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_, index) => index));
  });

  it('keeps each chunk within its section, with its page and heading', () => {
    const chunks = chunkSections(
      [section('Page one text.', 1), section('Page two text.', 2, 'Appendix')],
      { chunkSize: 1000, chunkOverlap: 100 },
    );
    expect(chunks).toEqual([
      { position: 0, text: 'Page one text.', pageNumber: 1, heading: null },
      { position: 1, text: 'Page two text.', pageNumber: 2, heading: 'Appendix' },
    ]);
  });

  it('splits a word longer than a chunk rather than losing it', () => {
    const chunks = chunkSections([section('x'.repeat(450))], { chunkSize: 200, chunkOverlap: 0 });
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([200, 200, 50]);
  });
});
