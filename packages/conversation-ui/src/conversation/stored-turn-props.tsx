import type { Citation, ConversationSegment, FeedbackRating } from '@parley/api-contract';
import type { ConversationTurnProps } from './conversation-turn';
import { QuestionAttachments } from './question-attachments';
import type { QuestionImage } from './question-attachments';
import { branchPosition } from './segment-tree';

/** What a stored answer's buttons do; one object for the whole list, so rows stay memoized. */
export interface StoredTurnHandlers {
  /** Absent when questions cannot be edited (a banned agent, a stream running). */
  onEdit?: (segment: ConversationSegment, question: string) => void;
  onSelectBranch: (segmentId: string) => void;
  onCopy: (answer: string) => void;
  /** Absent where there is no feedback (configState and public chat). */
  onFeedback?: (segment: ConversationSegment, rating: FeedbackRating | null) => void;
  onDownloadCitation: (segment: ConversationSegment, citation: Citation) => void;
  /** Opens a cited library passage (`useCitationPassage`); absent where passages do not open. */
  onOpenCitation?: (segment: ConversationSegment, citation: Citation) => void;
  /** Absent when execution details are off. */
  onOpenExecutionDetails?: (segmentId: string) => void;
  /** Reads an answer aloud or stops it (`useReadAloud`); absent where answers are not read aloud. */
  onReadAloud?: (segment: ConversationSegment) => void;
  /** The answer being read aloud, if any. */
  readingAloudId?: string | null;
  feedbackPendingId: string | null;
  downloadingPath: string | null;
}

export interface StoredTurnProps {
  segment: ConversationSegment;
  /** Every segment of the conversation, to find this one's siblings. */
  segments: readonly ConversationSegment[];
  handlers: StoredTurnHandlers;
}

/** What a stored segment shows: its question, images and files, answer, branch arrows, actions. */
export function storedTurnProps(
  { segment, segments, handlers }: StoredTurnProps,
  images: readonly QuestionImage[],
): ConversationTurnProps {
  const position = branchPosition(segments, segment);
  const { onEdit, onFeedback, onOpenExecutionDetails, onOpenCitation, onReadAloud } = handlers;
  // Stored but still being answered (in another tab, or before this stream's refetch).
  const answering = segment.status === 'Pending' || segment.status === 'Streaming';
  return {
    question: segment.question,
    questionAttachments: <QuestionAttachments images={images} files={segment.attachments} />,
    onEditQuestion: onEdit && ((question) => onEdit(segment, question)),
    branch: position.count > 1 ? { position, onSelect: handlers.onSelectBranch } : undefined,
    answer: segment.answer,
    status: segment.status,
    codeInterpreterOutput: segment.codeInterpreterOutput,
    generatedImages: segment.generatedImages,
    citations: segment.citations,
    onDownloadCitation: (citation) => handlers.onDownloadCitation(segment, citation),
    downloadingCitationPath: handlers.downloadingPath,
    onOpenCitation: onOpenCitation && ((citation) => onOpenCitation(segment, citation)),
    actions: answering
      ? undefined
      : {
          onCopy: () => handlers.onCopy(segment.answer),
          feedback: onFeedback ? (segment.feedback?.rating ?? null) : undefined,
          onFeedback: onFeedback && ((rating) => onFeedback(segment, rating)),
          feedbackPending: handlers.feedbackPendingId === segment.conversationSegmentId,
          onOpenExecutionDetails:
            onOpenExecutionDetails && (() => onOpenExecutionDetails(segment.conversationSegmentId)),
          readAloud: onReadAloud && {
            reading: handlers.readingAloudId === segment.conversationSegmentId,
            onToggle: () => onReadAloud(segment),
          },
        },
  };
}
