import { describe, expect, it } from 'vitest';
import {
  branchPosition,
  newestLeafFrom,
  pathToLeaf,
  segmentsOnPath,
  siblingsOf,
  visiblePath,
} from './segment-tree';

function segment(id: string, parentSegmentId: string | null, minute: number) {
  return {
    conversationSegmentId: id,
    parentSegmentId,
    createdAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  };
}

// a -> b -> c, b2 (an edit of b) -> d, and a2 (an edit of the first question a).
const a = segment('a', null, 0);
const b2 = segment('b2', 'a', 3);
const tree = [
  a,
  segment('b', 'a', 1),
  segment('c', 'b', 2),
  b2,
  segment('d', 'b2', 4),
  segment('a2', null, 5),
];

describe('segment tree (branches, chat-spec section 4)', () => {
  it('lists a segment and its siblings under the same parent, oldest first', () => {
    expect(siblingsOf(tree, b2).map((s) => s.conversationSegmentId)).toEqual(['b', 'b2']);
  });

  it('counts first questions without a parent as siblings of each other', () => {
    expect(siblingsOf(tree, a).map((s) => s.conversationSegmentId)).toEqual(['a', 'a2']);
  });

  it('gives the branch position "2 / 2" with the previous sibling and no next one', () => {
    expect(branchPosition(tree, b2)).toEqual({
      index: 2,
      count: 2,
      previousId: 'b',
      nextId: null,
    });
  });

  it('follows the newest answer down to the leaf a chosen branch leads to', () => {
    expect(newestLeafFrom(tree, 'a')).toBe('d');
    expect(newestLeafFrom(tree, 'b')).toBe('c');
    expect(newestLeafFrom(tree, 'a2')).toBe('a2');
  });

  it('builds the path from the first question down to a leaf', () => {
    expect(pathToLeaf(tree, 'c')).toEqual(['a', 'b', 'c']);
  });

  it('returns the segments of a path in order, skipping ids it does not hold', () => {
    expect(segmentsOnPath(tree, ['a', 'gone', 'b2']).map((s) => s.conversationSegmentId)).toEqual([
      'a',
      'b2',
    ]);
  });

  it('shows the selected path when no edited question is streaming', () => {
    const ids = visiblePath(tree, ['a', 'b', 'c'], null).map((s) => s.conversationSegmentId);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it("cuts the path after the edited question's parent while its new branch streams", () => {
    const ids = visiblePath(tree, ['a', 'b', 'c'], { parentSegmentId: 'a' }).map(
      (s) => s.conversationSegmentId,
    );
    expect(ids).toEqual(['a']);
  });

  it('shows nothing above an edited first question while its new branch streams', () => {
    expect(visiblePath(tree, ['a', 'b', 'c'], { parentSegmentId: null })).toEqual([]);
  });
});
