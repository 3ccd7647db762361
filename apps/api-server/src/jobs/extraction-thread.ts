import { Worker } from 'node:worker_threads';
import type { LibraryFileExtension } from '@parley/api-contract';
import type { ExtractedSection } from '../domain/document-extraction';
import { UnreadableFileError } from '../domain/document-extraction';
import type { ExtractionReply, ExtractionRequest } from './extraction-worker';

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

/**
 * The worker's module: beside this one when built (tsup bundles it as `dist/extraction-worker.js`),
 * or, when the server runs from its TypeScript sources (tests, `pnpm dev`), a bootstrap that
 * loads the source through tsx.
 */
function workerModule(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(
    fromSource ? './extraction-worker-source.mjs' : './extraction-worker.js',
    import.meta.url,
  );
}

export function createExtractionThread(timeoutMs: number): ExtractionThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (sections: ExtractedSection[]) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    // A file that would need more memory than this (a decompression bomb) fails the reader alone.
    const started = new Worker(workerModule(), {
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    started.on('message', (reply: ExtractionReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.sections);
      else
        waiting.reject(
          reply.unreadable ? new UnreadableFileError(reply.message) : new Error(reply.message),
        );
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(new UnreadableFileError(`Reading the file stopped the reader: ${error.message}`));
    });
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new UnreadableFileError('The reader stopped while reading the file.'));
    });
    // An idle reader does not keep the process alive.
    started.unref();
    return started;
  };

  return {
    extract(file) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<ExtractedSection[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          if (worker === current) worker = undefined;
          void current.terminate();
          reject(
            new UnreadableFileError(
              `"${file.fileName}" took longer than ${Math.round(timeoutMs / 1000)} s to read and was given up.`,
            ),
          );
        }, timeoutMs);
        pending.set(id, {
          resolve: (sections) => {
            clearTimeout(timer);
            resolve(sections);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        const request: ExtractionRequest = { id, ...file };
        current.postMessage(request);
      });
    },
    async close() {
      failAll(new Error('The server is shutting down.'));
      const closing = worker;
      worker = undefined;
      await closing?.terminate();
    },
  };
}
