import { HStack, IconButton } from '@chakra-ui/react';
import type { FeedbackRating } from '@parley/api-contract';
import {
  CopyIcon,
  DetailsIcon,
  SpeakerIcon,
  ThumbDownIcon,
  ThumbUpIcon,
} from './conversation-icons';
import { StopIcon } from './composer/composer-icons';
import { useConversationText } from '../i18n/conversation-text';

export interface AnswerActionsProps {
  onCopy: () => void;
  /** The feedback given, null for none; undefined hides feedback (configState and public chat). */
  feedback?: FeedbackRating | null;
  /** A rating gives feedback; null removes it. */
  onFeedback?: (rating: FeedbackRating | null) => void;
  feedbackPending?: boolean;
  /** Shown only when execution details are on for this chat. */
  onOpenExecutionDetails?: () => void;
  /** Reads the answer aloud, or stops it; absent where answers are not read aloud. */
  readAloud?: { reading: boolean; onToggle: () => void };
}

/**
 * The row under an answer: copy, read aloud (the same button stops it), thumbs up and down
 * (pressing the given one removes it), details.
 */
export function AnswerActions({
  onCopy,
  feedback,
  onFeedback,
  feedbackPending = false,
  onOpenExecutionDetails,
  readAloud,
}: AnswerActionsProps) {
  const t = useConversationText();
  const showFeedback = feedback !== undefined && onFeedback !== undefined;
  const rate = (rating: FeedbackRating) => onFeedback?.(feedback === rating ? null : rating);
  return (
    <HStack gap="1" role="group" aria-label={t('answerActions')}>
      <IconButton size="xs" variant="ghost" aria-label={t('copy')} onClick={onCopy}>
        <CopyIcon />
      </IconButton>
      {readAloud && (
        <IconButton
          size="xs"
          variant={readAloud.reading ? 'subtle' : 'ghost'}
          aria-label={readAloud.reading ? t('stopReadingAloud') : t('readAloud')}
          onClick={readAloud.onToggle}
        >
          {readAloud.reading ? <StopIcon /> : <SpeakerIcon />}
        </IconButton>
      )}
      {showFeedback && (
        <>
          <IconButton
            size="xs"
            variant={feedback === 'Positive' ? 'subtle' : 'ghost'}
            aria-label={t('goodAnswer')}
            aria-pressed={feedback === 'Positive'}
            disabled={feedbackPending}
            onClick={() => rate('Positive')}
          >
            <ThumbUpIcon />
          </IconButton>
          <IconButton
            size="xs"
            variant={feedback === 'Negative' ? 'subtle' : 'ghost'}
            aria-label={t('badAnswer')}
            aria-pressed={feedback === 'Negative'}
            disabled={feedbackPending}
            onClick={() => rate('Negative')}
          >
            <ThumbDownIcon />
          </IconButton>
        </>
      )}
      {onOpenExecutionDetails && (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('executionDetails')}
          onClick={onOpenExecutionDetails}
        >
          <DetailsIcon />
        </IconButton>
      )}
    </HStack>
  );
}
