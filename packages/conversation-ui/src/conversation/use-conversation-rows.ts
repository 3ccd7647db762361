import { useCallback, useMemo, useState } from 'react';
import { postSegment, publicConversationsApi, userConversationsApi } from '@parley/api-client';
import type { Conversation, ConversationSegment } from '@parley/api-contract';
import { notify, useLatest } from '@parley/app-shell';
import { useConversationText } from '../i18n/conversation-text';
import { newestLeafFrom, pathToLeaf, visiblePath } from './segment-tree';
import { useConversationDispatch } from './use-conversation-dispatch';

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
  /**
   * Shows the newest branch under `segmentId` at once and saves its leaf as the selected one
   * (chat-spec section 4); a refusal puts the previous path back and says so.
   */
  selectBranch: (segmentId: string) => void;
  /** Sends an edited question as a new branch, shown from its parent until the stream ends. */
  editQuestion: (segment: ConversationSegment, question: string) => void;
}

type Audience = 'private' | 'public';

/** The conversation's cached copy with `leafId`'s path selected; undone by the returned patch. */
function showLeaf(
  audience: Audience,
  conversationId: string,
  segments: readonly ConversationSegment[],
  leafId: string,
) {
  const select = (draft: Conversation) => {
    draft.conversationSegmentTree.segmentPath = pathToLeaf(segments, leafId);
    draft.conversationSegmentTree.selectedLeafSegmentId = leafId;
  };
  return audience === 'public'
    ? publicConversationsApi.util.updateQueryData('getPublicConversation', conversationId, select)
    : userConversationsApi.util.updateQueryData('getConversation', conversationId, select);
}

/** Saves the selected leaf. Dispatched, not through a mutation hook, whose selector would run on every token. */
function saveLeaf(audience: Audience, conversationId: string, selectedLeafSegmentId: string) {
  const args = { conversationId, selectedLeafSegmentId };
  return audience === 'public'
    ? publicConversationsApi.endpoints.updatePublicSelectedLeafSegmentId.initiate(args)
    : userConversationsApi.endpoints.updateSelectedLeafSegmentId.initiate(args);
}

/**
 * The rows of a conversation's message list and its branch actions, for the staff (`private`)
 * and the public screens alike: the selected path (cut at an edited question's parent while its
 * new branch streams), one row for the stream while the path does not hold the streamed segment
 * yet, and choosing or starting a branch.
 */
export function useConversationRows(
  conversation: Conversation | undefined,
  conversationId: string | null | undefined,
  { hasStream, currentConversationId, streamSegmentId }: StreamPosition,
  audience: Audience,
): ConversationRows {
  const dispatch = useConversationDispatch();
  const t = useConversationText();
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
  // Read when a branch is chosen, not a dependency: a refetch brings new segments, and a new
  // selectBranch would draw every row of the list again (the rows are memoized on it).
  const latestSegments = useLatest(conversation?.segments);
  const selectBranch = useCallback(
    (segmentId: string) => {
      const known = latestSegments.current;
      if (!conversationId || !known) return;
      const leafId = newestLeafFrom(known, segmentId);
      const patch = dispatch(showLeaf(audience, conversationId, known, leafId));
      dispatch(saveLeaf(audience, conversationId, leafId))
        .unwrap()
        .catch(() => {
          patch.undo();
          notify.error(t('branchFailed'));
        });
    },
    [audience, conversationId, dispatch, latestSegments, t],
  );
  const editQuestion = useCallback(
    (segment: ConversationSegment, question: string) => {
      if (!conversationId) return;
      const { parentSegmentId } = segment;
      setEditedFrom({ parentSegmentId });
      void dispatch(
        postSegment(conversationId, { question, lineage: { parentSegmentId } }, audience),
      );
    },
    [audience, conversationId, dispatch],
  );

  return {
    path,
    streamBelongsHere,
    rowCount: path.length + (showStreamRow ? 1 : 0),
    rowKey,
    isLive,
    selectBranch,
    editQuestion,
  };
}
