import { useState } from 'react';
import { useLazyDownloadCitationQuery } from '@parley/api-client';
import type { Citation, ConversationSegment } from '@parley/api-contract';
import { notify } from '@parley/app-shell';
import {
  blobFailureMessage,
  citationFileName,
  saveBase64File,
  useConversationText,
} from '@parley/conversation-ui';

/**
 * What the buttons under a public visitor's answers do: copy the answer's markdown, download a
 * cited document through the public paths. No feedback: visitors have no account (issue 7).
 */
export function usePublicAnswerActions(conversationId: string) {
  const [downloadCitation] = useLazyDownloadCitationQuery();
  const [downloadingPath, setDownloadingPath] = useState<string | null>(null);
  const t = useConversationText();

  const copy = async (answer: string) => {
    try {
      await navigator.clipboard.writeText(answer);
      notify.success(t('copied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  };

  const download = async (segment: ConversationSegment, citation: Citation) => {
    setDownloadingPath(citation.path);
    try {
      const file = await downloadCitation({
        conversationId,
        conversationSegmentId: segment.conversationSegmentId,
        path: citation.path,
        title: citation.title,
        save: true,
        audience: 'public',
      }).unwrap();
      saveBase64File(file.data, file.type, citationFileName(citation));
    } catch (error) {
      notify.error(t('citationFailed'), blobFailureMessage(error));
    } finally {
      setDownloadingPath(null);
    }
  };

  return { copy, download, downloadingPath };
}
