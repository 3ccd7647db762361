import { useCallback, useState } from 'react';
import { segmentsApi } from '@parley/api-client';
import type { Citation, ConversationSegment, FeedbackRating } from '@parley/api-contract';
import { notify } from '@parley/app-shell';
import { citationFileName } from './citation-file-name';
import { useConversationText } from '../i18n/conversation-text';
import { blobFailureMessage, saveBase64File } from './blob-files';
import { useConversationDispatch } from './use-conversation-dispatch';

const { downloadCitation, giveFeedback, removeFeedback } = segmentsApi.endpoints;

/**
 * What the buttons under a private conversation's answers do: copy the answer's markdown, give
 * or remove feedback, download a cited document. The calls are dispatched, not made through
 * RTK Query's hooks: a hook's selector runs on every store change, and a streamed answer changes
 * the store on every token.
 */
export function useAnswerActions(conversationId: string) {
  const dispatch = useConversationDispatch();
  const t = useConversationText();
  const [feedbackPendingId, setFeedbackPendingId] = useState<string | null>(null);
  const [downloadingPath, setDownloadingPath] = useState<string | null>(null);

  const copy = useCallback(
    async (answer: string) => {
      try {
        await navigator.clipboard.writeText(answer);
        notify.success(t('copied'));
      } catch {
        notify.error(t('copyFailed'));
      }
    },
    [t],
  );

  const rate = useCallback(
    async (segment: ConversationSegment, rating: FeedbackRating | null) => {
      const args = { conversationId, conversationSegmentId: segment.conversationSegmentId };
      setFeedbackPendingId(segment.conversationSegmentId);
      try {
        if (rating === null) await dispatch(removeFeedback.initiate(args)).unwrap();
        else await dispatch(giveFeedback.initiate({ ...args, feedback: { rating } })).unwrap();
      } catch {
        notify.error(t('feedbackFailed'));
      } finally {
        setFeedbackPendingId(null);
      }
    },
    [conversationId, dispatch, t],
  );

  const download = useCallback(
    async (segment: ConversationSegment, citation: Citation) => {
      setDownloadingPath(citation.path);
      try {
        const request = dispatch(
          downloadCitation.initiate(
            {
              conversationId,
              conversationSegmentId: segment.conversationSegmentId,
              path: citation.path,
              title: citation.title,
              save: true,
            },
            // The file is saved, not kept: no cache entry outlives the download.
            { subscribe: false },
          ),
        );
        const file = await request.unwrap();
        saveBase64File(file.data, file.type, citationFileName(citation));
      } catch (error) {
        notify.error(t('citationFailed'), blobFailureMessage(error));
      } finally {
        setDownloadingPath(null);
      }
    },
    [conversationId, dispatch, t],
  );

  return { copy, rate, download, feedbackPendingId, downloadingPath };
}
