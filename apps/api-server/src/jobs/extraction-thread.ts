import type { LibraryFileExtension } from '@parley/api-contract';
import type { ExtractedSection } from '../domain/document-extraction';
import { UnreadableFileError } from '../domain/document-extraction';
import type { ExtractionRequest, ExtractionResult } from './extraction-worker';
import { createRequestThread } from './request-thread';

/** The reply kind of a file the parsers could not read (not a fault of the reader). */
export const UNREADABLE = 'unreadable';

/**
 * One worker thread that reads library files (`extraction-worker.ts`), so pdf.js and the other
 * parsers never hold the event loop that streams answers. A file that takes longer than the
 * timeout, or crashes the thread, ends in Error; the thread is replaced for the next file, so a
 * poisoned file never blocks the queue.
 */
export interface ExtractionThread {
  extract(file: {
    fileName: string;
    extension: LibraryFileExtension;
    bytes: Uint8Array;
  }): Promise<ExtractedSection[]>;
  close(): Promise<void>;
}

export function createExtractionThread(timeoutMs: number): ExtractionThread {
  const thread = createRequestThread<ExtractionRequest, ExtractionResult>({
    workerName: 'extraction-worker',
    timeoutMs,
    // A file that would need more memory than this (a decompression bomb) fails the reader alone.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
    failures: {
      failed: ({ kind, message }) =>
        kind === UNREADABLE ? new UnreadableFileError(message) : new Error(message),
      timedOut: (file) =>
        new UnreadableFileError(
          `"${file.fileName}" took longer than ${Math.round(timeoutMs / 1000)} s to read and was given up.`,
        ),
      stopped: (reason) =>
        new UnreadableFileError(
          reason === undefined
            ? 'The reader stopped while reading the file.'
            : `Reading the file stopped the reader: ${reason}`,
        ),
    },
  });
  return { extract: (file) => thread.run(file), close: () => thread.close() };
}
