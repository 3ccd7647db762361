import type { StreamEvent } from '@parley/api-contract';
import {
  codeInterpreterUpdated,
  conversationAndSegmentIdReceived,
  generatedImageLinkReceived,
  noMoreDataReceived,
  responseModelReceived,
  responseUpdated,
  segmentAnsweredWithGptSystem,
  sessionTokensReceived,
  stepUpdated,
  streamErrorReceived,
} from './chat-stream-slice';

/** The chat-stream action each server-sent event becomes (ARCHITECTURE section 4). */
export function streamEventAction(streamEvent: StreamEvent) {
  switch (streamEvent.event) {
    case 'conversation-and-segment-id':
      return conversationAndSegmentIdReceived(streamEvent.data);
    case 'segment-answered-with-gpt-system':
      return segmentAnsweredWithGptSystem(streamEvent.data);
    case 'step-update':
      return stepUpdated(streamEvent.data);
    case 'response-updated':
      return responseUpdated(streamEvent.data);
    case 'code-interpreter-updated':
      return codeInterpreterUpdated(streamEvent.data);
    case 'generated-image-link':
      return generatedImageLinkReceived(streamEvent.data);
    case 'response-model':
      return responseModelReceived(streamEvent.data);
    case 'error':
    case 'internal-server-error':
      return streamErrorReceived(streamEvent.data);
    case 'cosmos-db-session-tokens':
      return sessionTokensReceived(streamEvent.data);
    case 'no-more-data':
      return noMoreDataReceived();
  }
}
