import type { ChatStreamState } from '@parley/api-client';
import type { ConversationTurnProps } from './conversation-turn';
import { QuestionAttachments } from './question-attachments';

/** The whole chat-stream slice: it changes per token, and the frame selector batches that. */
export function selectChatStream(state: unknown): ChatStreamState {
  return (state as { chatStream: ChatStreamState }).chatStream;
}

/**
 * What the streamed turn shows: the question being answered and the answer as it grows. After
 * Stop it keeps the partial answer, marked stopped, and after an error event marked failed, until
 * the stored one (with the same text and status) replaces it. Undefined when no question streams.
 */
export function streamedTurnProps(stream: ChatStreamState): ConversationTurnProps | undefined {
  const segment = stream.streamConversationSegment;
  if (!segment) return undefined;
  const images = segment.visionImageIds.map((visionImageId, index) => ({
    visionImageId,
    src: stream.uploadedImages.thumbnails[visionImageId],
    alt: `Image ${index + 1} sent with the question`,
  }));
  return {
    question: segment.question,
    questionAttachments: <QuestionAttachments images={images} files={[]} />,
    answer: segment.answer,
    streaming: stream.streamingStatus === 'Streaming' && !stream.streamAborted,
    statusText: stream.statusText,
    status: stream.streamAborted ? 'Stopped' : segment.failed ? 'Failed' : undefined,
    codeInterpreterOutput: stream.codeInterpreterResponse,
    codeInterpreterRunning: stream.codeInterpreterUpdating,
    generatedImages: segment.generatedImages,
    citations: segment.citations,
  };
}
