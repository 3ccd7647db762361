import type { LibraryFileExtension } from '@parley/api-contract';
import { extractDocument, UnreadableFileError } from '../domain/document-extraction';
import { UNREADABLE } from './extraction-thread';
import { answerRequests } from './request-thread';

/**
 * The extraction worker thread's entry (`extraction-thread.ts` starts it): reads one file at a
 * time off the server's event loop and answers its sections, or why it could not.
 */

export interface ExtractionRequest {
  fileName: string;
  extension: LibraryFileExtension;
  bytes: Uint8Array;
}

export type ExtractionResult = Awaited<ReturnType<typeof extractDocument>>;

answerRequests<ExtractionRequest, ExtractionResult>(extractDocument, {
  classify: (error) => (error instanceof UnreadableFileError ? UNREADABLE : undefined),
});
