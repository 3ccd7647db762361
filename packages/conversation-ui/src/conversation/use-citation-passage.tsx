import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { Citation, ConversationSegment } from '@parley/api-contract';
import { lazyPart } from '@parley/app-shell';

// Few answers are opened at a passage: the dialog (and its call) load with the first one.
const CitationPassageLoader = lazyPart(
  async () => (await import('./citation-passage-dialog')).CitationPassageLoader,
);

/** Whether a citation names a library passage, which opens (an attachment only downloads). */
export const isPassageCitation = (citation: Citation) => citation.path.startsWith('libraries/');

/**
 * The passage dialog of a conversation's citations: `open` shows a cited library passage (the
 * screens pass it as `onOpenCitation`), `dialog` is what to render.
 */
export function useCitationPassage(options: {
  conversationId: string;
  audience: 'private' | 'public';
  onDownload: (segment: ConversationSegment, citation: Citation) => void;
  downloadingPath: string | null;
}): { open: (segment: ConversationSegment, citation: Citation) => void; dialog: ReactNode } {
  const [opened, setOpened] = useState<{ segment: ConversationSegment; citation: Citation }>();
  const open = useCallback(
    (segment: ConversationSegment, citation: Citation) => setOpened({ segment, citation }),
    [],
  );
  const { conversationId, audience, onDownload, downloadingPath } = options;
  const dialog = opened && (
    <CitationPassageLoader
      source={{
        conversationId,
        conversationSegmentId: opened.segment.conversationSegmentId,
        path: opened.citation.path,
        audience,
      }}
      citation={opened.citation}
      onDownload={(citation) => onDownload(opened.segment, citation)}
      downloading={downloadingPath === opened.citation.path}
      onClose={() => setOpened(undefined)}
    />
  );
  return { open, dialog };
}
