import { useCallback, useMemo, useState } from 'react';
import type { Conversation, ConversationSegment } from '@parley/api-contract';
import { visiblePath } from './segment-tree';

const STREAM_ROW_KEY = 'streaming';

/** Where the chat-stream slice stands, as the conversation screens read it. */
export interface StreamPosition {
  /** A question is streaming, or its stopped or failed answer still shows. */
  hasStream: boolean;
  /** The conversation the slice follows: the stream's, once the server named it. */
  currentConversationId: string | null;
  /** The segment the stream answers, once the server named it. */
  streamSegmentId: string | null;
}

export interface ConversationRows {
  /** The stored segments shown, first question first. */
  path: ConversationSegment[];
  /** The stream answers a question of this conversation, or of the new chat being started. */
  streamBelongsHere: boolean;
  rowCount: number;
  /** Stable keys: the stored answer takes the streamed row's key, so its measured height stays. */
  rowKey: (index: number) => string;
  /**
   * The row shows the stream: the row past the path, or the path's own copy of the streamed
   * segment, which a refetch during the stream holds half answered.
   */
  isLive: (index: number) => boolean;
  /** An edited question was sent: show its new branch, from its parent, until the stream ends. */
  showEditedBranch: (parentSegmentId: string | null) => void;
}

/**
 * The rows of a conversation's message list, for the staff and the public screens alike: the
 * selected path (cut at an edited question's parent while its new branch streams), and one row
 * for the stream while the path does not hold the streamed segment yet.
 */
export function useConversationRows(
  conversation: Conversation | undefined,
  conversationId: string | null | undefined,
  { hasStream, currentConversationId, streamSegmentId }: StreamPosition,
): ConversationRows {
  // It ends with the stream: the refetched conversation then holds the new branch as selected.
  const [editedFrom, setEditedFrom] = useState<{ parentSegmentId: string | null } | null>(null);
  const [streamSeen, setStreamSeen] = useState(hasStream);
  if (streamSeen !== hasStream) {
    setStreamSeen(hasStream);
    if (!hasStream) setEditedFrom(null);
  }

  const path = useMemo(
    () =>
      conversation
        ? visiblePath(
            conversation.segments,
            conversation.conversationSegmentTree.segmentPath,
            editedFrom,
          )
        : [],
    [conversation, editedFrom],
  );

  const streamBelongsHere =
    hasStream && (conversationId ? currentConversationId === conversationId : true);
  const showStreamRow =
    streamBelongsHere && !path.some((segment) => segment.conversationSegmentId === streamSegmentId);

  const rowKey = useCallback(
    (index: number) => path[index]?.conversationSegmentId ?? streamSegmentId ?? STREAM_ROW_KEY,
    [path, streamSegmentId],
  );
  const isLive = useCallback(
    (index: number) => {
      const segment = path[index];
      return !segment || (streamBelongsHere && segment.conversationSegmentId === streamSegmentId);
    },
    [path, streamBelongsHere, streamSegmentId],
  );
  const showEditedBranch = useCallback(
    (parentSegmentId: string | null) => setEditedFrom({ parentSegmentId }),
    [],
  );

  return {
    path,
    streamBelongsHere,
    rowCount: path.length + (showStreamRow ? 1 : 0),
    rowKey,
    isLive,
    showEditedBranch,
  };
}
