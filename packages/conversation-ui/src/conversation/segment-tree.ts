import type { ConversationSegment } from '@parley/api-contract';

type TreeSegment = Pick<
  ConversationSegment,
  'conversationSegmentId' | 'parentSegmentId' | 'createdAt'
>;

/** Where a segment stands among the answers to the same parent: its branch, 1-based. */
export interface BranchPosition {
  index: number;
  count: number;
  previousId: string | null;
  nextId: string | null;
}

function byCreation(a: TreeSegment, b: TreeSegment): number {
  return a.createdAt.localeCompare(b.createdAt);
}

/** The segments sharing `segment`'s parent (itself included), oldest first. */
export function siblingsOf<T extends TreeSegment>(segments: readonly T[], segment: T): T[] {
  return segments
    .filter((candidate) => candidate.parentSegmentId === segment.parentSegmentId)
    .sort(byCreation);
}

export function branchPosition(
  segments: readonly TreeSegment[],
  segment: TreeSegment,
): BranchPosition {
  const siblings = siblingsOf(segments, segment);
  const at = siblings.findIndex(
    (sibling) => sibling.conversationSegmentId === segment.conversationSegmentId,
  );
  return {
    index: at + 1,
    count: siblings.length,
    previousId: siblings[at - 1]?.conversationSegmentId ?? null,
    nextId: siblings[at + 1]?.conversationSegmentId ?? null,
  };
}

/**
 * The leaf a branch leads to: from `segmentId` down, always the newest answer, since that is the
 * one the user last worked on. Its id is what "choosing a path" posts as selectedLeafSegmentId.
 */
export function newestLeafFrom(segments: readonly TreeSegment[], segmentId: string): string {
  let leafId = segmentId;
  for (let step = 0; step < segments.length; step += 1) {
    const children = segments
      .filter((segment) => segment.parentSegmentId === leafId)
      .sort(byCreation);
    const newest = children.at(-1);
    if (!newest) break;
    leafId = newest.conversationSegmentId;
  }
  return leafId;
}

/** The segments of `segmentPath`, in order; ids the conversation does not hold are skipped. */
export function segmentsOnPath<T extends TreeSegment>(
  segments: readonly T[],
  segmentPath: readonly string[],
): T[] {
  const byId = new Map(segments.map((segment) => [segment.conversationSegmentId, segment]));
  return segmentPath.flatMap((id) => {
    const segment = byId.get(id);
    return segment ? [segment] : [];
  });
}

/** The ids from the first question down to `leafId`: the path a chosen leaf selects. */
export function pathToLeaf(segments: readonly TreeSegment[], leafId: string): string[] {
  const byId = new Map(segments.map((segment) => [segment.conversationSegmentId, segment]));
  const path: string[] = [];
  for (let current = byId.get(leafId); current && path.length < segments.length;) {
    path.unshift(current.conversationSegmentId);
    current = current.parentSegmentId ? byId.get(current.parentSegmentId) : undefined;
  }
  return path;
}

/**
 * The segments the conversation view shows: those of the selected path, or, while an edited
 * question streams, that path cut after the edited question's parent (`editedFrom`), where its new
 * branch grows. A null parent id means the first question was edited: nothing stays above it.
 */
export function visiblePath<T extends TreeSegment>(
  segments: readonly T[],
  segmentPath: readonly string[],
  editedFrom: { parentSegmentId: string | null } | null,
): T[] {
  const onPath = segmentsOnPath(segments, segmentPath);
  if (!editedFrom) return onPath;
  const parentAt = onPath.findIndex(
    (segment) => segment.conversationSegmentId === editedFrom.parentSegmentId,
  );
  return onPath.slice(0, parentAt + 1);
}
