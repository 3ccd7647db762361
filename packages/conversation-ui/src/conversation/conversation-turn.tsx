import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { Citation, GeneratedImage, SegmentStatus } from '@parley/api-contract';
import { lazyPart } from '@parley/app-shell';
import { AnswerActions } from './answer-actions';
import type { AnswerActionsProps } from './answer-actions';
import { StreamingMarkdown } from '../markdown/streaming-markdown';
import { conversationTestIds } from '../test-ids';
import { useConversationText } from '../i18n/conversation-text';
import { BranchSwitcher } from './branch-switcher';
import type { BranchPosition } from './segment-tree';
import { CitationList } from './citation-list';
import { GeneratedImages } from './generated-images';
import { QuestionBubble } from './question-bubble';
import { SegmentStatusBadge } from './segment-status-badge';

// Few answers carry code-interpreter output: its panel (and Chakra's collapsible) loads with the
// first that does, not with the chat's first screen (the /chat budget, bench/chat-bundle-size.mjs).
const CodeInterpreterPanel = lazyPart(
  async () => (await import('./code-interpreter-panel')).CodeInterpreterPanel,
);

export interface ConversationTurnProps {
  question: string;
  /** Thumbnails and file chips sent with the question. */
  questionAttachments?: ReactNode;
  /** Present when the question may be edited (a new branch). */
  onEditQuestion?: (question: string) => void;
  /** Present when the question has other versions to move between. */
  branch?: { position: BranchPosition; onSelect: (segmentId: string) => void };
  answer: string;
  /** True while the answer is still arriving. */
  streaming?: boolean;
  /** The step-update text while streaming ("Searching documents..."). */
  statusText?: string;
  /** The stored status; Stopped, Failed and Interrupted are marked. */
  status?: SegmentStatus;
  codeInterpreterOutput?: string;
  codeInterpreterRunning?: boolean;
  generatedImages?: readonly GeneratedImage[];
  citations?: readonly Citation[];
  onDownloadCitation?: (citation: Citation) => void;
  downloadingCitationPath?: string | null;
  onOpenCitation?: (citation: Citation) => void;
  /** The actions under a stored answer; absent while it streams. */
  actions?: AnswerActionsProps;
}

/** One question and its answer, with everything the answer carried. */
/** The spinner before the first words of an answer arrive. */
function WaitingForAnswer() {
  const t = useConversationText();
  return <Spinner size="sm" color="fg.muted" role="status" aria-label={t('waitingForAnswer')} />;
}

export const ConversationTurn = memo(function ConversationTurn({
  question,
  questionAttachments,
  onEditQuestion,
  branch,
  answer,
  streaming = false,
  statusText = '',
  status,
  codeInterpreterOutput = '',
  codeInterpreterRunning = false,
  generatedImages = [],
  citations = [],
  onDownloadCitation,
  downloadingCitationPath,
  onOpenCitation,
  actions,
}: ConversationTurnProps) {
  return (
    <Stack gap="3" py="3">
      <QuestionBubble
        question={question}
        attachments={questionAttachments}
        onEdit={onEditQuestion}
        aside={branch && <BranchSwitcher position={branch.position} onSelect={branch.onSelect} />}
      />
      <Stack gap="3" aria-busy={streaming}>
        {streaming && statusText && (
          <HStack gap="2" color="fg.muted">
            <Spinner size="xs" />
            <Text textStyle="sm">{statusText}</Text>
          </HStack>
        )}
        {codeInterpreterOutput && (
          <CodeInterpreterPanel output={codeInterpreterOutput} running={codeInterpreterRunning} />
        )}
        {(answer || !streaming) && (
          <Box data-testid={conversationTestIds.answerText}>
            <StreamingMarkdown text={answer} streaming={streaming} />
          </Box>
        )}
        {streaming && !answer && !statusText && <WaitingForAnswer />}
        <GeneratedImages images={generatedImages} />
        <CitationList
          citations={citations}
          onDownload={onDownloadCitation}
          downloadingPath={downloadingCitationPath}
          onOpen={onOpenCitation}
        />
        {status && <SegmentStatusBadge status={status} />}
        {actions && !streaming && <AnswerActions {...actions} />}
      </Stack>
    </Stack>
  );
});
