import { describe, expect, it } from 'vitest';
import { chooseContentCoding } from './content-coding';
import type { ContentCoding } from './content-coding';

const both: ContentCoding[] = ['br', 'gzip'];

describe('chooseContentCoding: which compressed copy answers an Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    [' gzip ;q=0.5 , br ; q=0.4', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['br;q=1.000, gzip', 'br'],
  ])('%j sends %s (the highest quality, brotli first on a tie)', (header, coding) => {
    expect(chooseContentCoding(header, both)).toBe(coding);
  });

  it.each([
    [undefined, 'no header'],
    ['', 'an empty header'],
    ['identity', 'identity only'],
    ['deflate, zstd', 'no coding we have'],
    ['br;q=0, gzip;q=0', 'every copy refused with q=0'],
    ['*;q=0', 'everything refused'],
    ['br;q=0.0, gzip;q=0.000', 'q=0 written with decimals'],
    ['gzip;q=2, br;q=-1, gzip;q=abc', 'malformed qualities'],
  ])('%j sends the file as it is (%s)', (header, reason) => {
    expect(chooseContentCoding(header, both), reason).toBeUndefined();
  });

  it('refuses a coding with q=0 even when * accepts the rest', () => {
    expect(chooseContentCoding('br;q=0, *', both)).toBe('gzip');
  });

  it('falls back to gzip when the file has no brotli copy, and to the file with neither', () => {
    expect(chooseContentCoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseContentCoding('br', ['gzip'])).toBeUndefined();
    expect(chooseContentCoding('gzip, br', [])).toBeUndefined();
  });
});
