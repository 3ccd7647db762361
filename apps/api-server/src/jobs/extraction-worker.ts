import { parentPort } from 'node:worker_threads';
import type { LibraryFileExtension } from '@parley/api-contract';
import { extractDocument, UnreadableFileError } from '../domain/document-extraction';

/**
 * The extraction worker thread's entry (`extraction-thread.ts` starts it): reads one file at a
 * time off the server's event loop and answers its sections, or why it could not.
 */

export interface ExtractionRequest {
  id: number;
  fileName: string;
  extension: LibraryFileExtension;
  bytes: Uint8Array;
}

export type ExtractionReply =
  | { id: number; ok: true; sections: Awaited<ReturnType<typeof extractDocument>> }
  | { id: number; ok: false; unreadable: boolean; message: string };

parentPort?.on('message', (request: ExtractionRequest) => {
  extractDocument(request).then(
    (sections) =>
      parentPort?.postMessage({ id: request.id, ok: true, sections } satisfies ExtractionReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        unreadable: error instanceof UnreadableFileError,
        message: error instanceof Error ? error.message : String(error),
      } satisfies ExtractionReply),
  );
});
