import { describe, expect, it } from 'vitest';
import { segmentPath } from './views';

const tree = [
  { segmentId: 'a', parentSegmentId: null },
  { segmentId: 'b', parentSegmentId: 'a' },
  { segmentId: 'c', parentSegmentId: 'b' },
  { segmentId: 'b2', parentSegmentId: 'a' },
];

describe('segmentPath', () => {
  it('follows parents from the selected leaf up to the first segment', () => {
    expect(segmentPath(tree, 'c')).toEqual(['a', 'b', 'c']);
  });

  it('follows another branch when its leaf is selected', () => {
    expect(segmentPath(tree, 'b2')).toEqual(['a', 'b2']);
  });

  it('falls back to the newest segment when the selected leaf is unknown', () => {
    expect(segmentPath(tree, 'gone')).toEqual(['a', 'b2']);
  });

  it('is empty for a conversation without segments', () => {
    expect(segmentPath([], null)).toEqual([]);
  });
});
