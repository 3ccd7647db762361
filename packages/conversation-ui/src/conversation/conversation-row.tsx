import { memo } from 'react';
import type { ConversationSegment, VisionImageReference } from '@parley/api-contract';
import { ConversationTurn } from './conversation-turn';
import { branchPosition } from './segment-tree';
import { storedTurnProps } from './stored-turn-props';
import type { StoredTurnHandlers } from './stored-turn-props';
import { selectChatStream, streamedTurnProps } from './streamed-turn-props';
import { useFrameSelector } from './use-frame-selector';
import { useVisionThumbnails } from './use-vision-thumbnails';

export interface ConversationRowProps {
  /** The stored segment; absent for the streamed question before the conversation holds it. */
  segment: ConversationSegment | undefined;
  /** Every segment of the conversation, to find the stored segment's siblings. */
  segments: readonly ConversationSegment[];
  handlers: StoredTurnHandlers;
  /**
   * The row shows the running stream. It wins over a stored copy of the same segment, which a
   * refetch during the stream holds half answered.
   */
  live: boolean;
}

const NO_IMAGES: readonly VisionImageReference[] = [];
const selectNoStream = () => null;

/**
 * The row shows the same thing. A refetch of the conversation brings a new array of segments
 * each time (the stream's end adds one), while the row's own segment, kept by the cache's
 * structural sharing, and its place among its siblings are most often unchanged: then the row
 * is not drawn again.
 */
function sameRow(previous: ConversationRowProps, next: ConversationRowProps): boolean {
  if (
    previous.segment !== next.segment ||
    previous.handlers !== next.handlers ||
    previous.live !== next.live
  )
    return false;
  if (previous.segments === next.segments || !next.segment) return true;
  const before = branchPosition(previous.segments, next.segment);
  const after = branchPosition(next.segments, next.segment);
  return (
    before.index === after.index &&
    before.count === after.count &&
    before.previousId === after.previousId &&
    before.nextId === after.nextId
  );
}

/**
 * One row of the message list, streamed or stored. One component draws both, so that when the
 * stream ends and the stored segment takes the row's place React keeps what the row rendered:
 * the markdown of a long answer is not built again, only its last block is parsed once more.
 */
export const ConversationRow = memo(function ConversationRow({
  segment,
  segments,
  handlers,
  live,
}: ConversationRowProps) {
  // Only the live row follows the stream: the stored rows do not render per frame.
  const stream = useFrameSelector(live ? selectChatStream : selectNoStream);
  const images = useVisionThumbnails(segment?.visionImages ?? NO_IMAGES);
  const streamed = live && stream ? streamedTurnProps(stream) : undefined;
  if (streamed) return <ConversationTurn {...streamed} />;
  if (!segment) return null;
  return <ConversationTurn {...storedTurnProps({ segment, segments, handlers }, images)} />;
}, sameRow);
