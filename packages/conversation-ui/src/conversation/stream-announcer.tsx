import { AnswerAnnouncer } from './answer-announcer';
import { selectChatStream } from './streamed-turn-props';
import { useFrameSelector } from './use-frame-selector';

/** Reads the streamed answer to screen readers a sentence at a time (see AnswerAnnouncer). */
export function StreamAnnouncer() {
  const stream = useFrameSelector(selectChatStream);
  return (
    <AnswerAnnouncer
      answer={stream.streamConversationSegment?.answer ?? ''}
      finished={stream.streamingStatus !== 'Streaming'}
    />
  );
}
