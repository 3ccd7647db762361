import { hostname } from 'node:os';
import path from 'node:path';
import { dataSourceLimits, libraryFileTypes } from '@parley/api-contract';
import type { LibraryFileExtension } from '@parley/api-contract';
import type { BlobStore } from '../blobs/blob-store';
import type { Database } from '../db/database';
import {
  appendFileLog,
  claimLibraryFile,
  failLibraryFile,
  queuedLibraryFiles,
  renewLibraryFileLease,
  requeueAbandonedLibraryFiles,
  storeProcessedFile,
} from '../db/queries/knowledge';
import { chunkSections } from '../domain/chunking';
import { UnreadableFileError } from '../domain/document-extraction';
import type { Embedder } from '../providers/embeddings';
import type { ExtractionThread } from './extraction-thread';
import type { JobQueue, QueuedJob, QueueDefinition } from './job-queue';

/**
 * Processing a library file (issue 16), one durable job per upload or reprocess: read its text in
 * the extraction thread, split it into chunks, embed them when the library names an embedding
 * deployment, and store them with the file Online, in one transaction. A file whose content is not
 * what its name says, or that takes too long, ends in Error with the reason and is not retried;
 * any other failure (the database, the embedding provider) is retried by the queue, and the last
 * attempt's failure is stored as the Error. Every step is logged on the file.
 */

export const libraryFileQueue: QueueDefinition = {
  name: 'library-file',
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
};

export interface LibraryFileJob {
  fileId: string;
  contentVersion: number;
}

/**
 * How long a server holds a file it processes without renewing (it renews every third of it), and
 * how often every server looks for files whose server stopped holding them.
 */
export const processingLease = { seconds: 20, sweepSeconds: 10 } as const;

export interface LibraryProcessingDependencies {
  db: Database;
  blobs: BlobStore;
  extraction: ExtractionThread;
  /** The embedder of a deployment by name, or why it cannot embed (a message for the log). */
  embedderFor(deploymentName: string): Promise<Embedder | string>;
  /** Whether the database can store embeddings (pgvector). */
  vectorSearch: boolean;
  log: { warn(details: object, message: string): void };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The server processing a file, as its log names it: with several servers on one database, an
 * administrator sees which one took the file (and which one took it again after a restart).
 */
const thisServer = `${hostname()} (process ${process.pid})`;

const extensionOf = (fileName: string) =>
  path.extname(fileName).toLowerCase() as LibraryFileExtension;

export async function processLibraryFile(
  dependencies: LibraryProcessingDependencies,
  job: QueuedJob<LibraryFileJob>,
): Promise<void> {
  const { db, blobs, extraction } = dependencies;
  const { fileId, contentVersion } = job.data;
  const attempt = job.retryCount > 0 ? ` (attempt ${job.retryCount + 1})` : '';
  const claimed = await claimLibraryFile(db, {
    fileId,
    contentVersion,
    leaseSeconds: processingLease.seconds,
    startMessage: `Processing started${attempt} on ${thisServer}.`,
  });
  // A newer upload, a reprocess or a deletion overtook this job: its own job does the work.
  if (!claimed) return;
  const renewal = setInterval(
    () => {
      renewLibraryFileLease(db, fileId, contentVersion, processingLease.seconds).catch(
        (error: unknown) => dependencies.log.warn({ err: error, fileId }, 'lease renewal failed'),
      );
    },
    (processingLease.seconds * 1000) / 3,
  );
  const { file, library } = claimed;
  const log = (level: 'Information' | 'Warning' | 'Error', message: string) =>
    appendFileLog(db, fileId, level, message);
  const started = performance.now();
  try {
    const bytes = await blobs.get(file.blobKey);
    if (!bytes) throw new UnreadableFileError('The file is missing from storage; upload it again.');
    const extension = extensionOf(file.fileName);
    if (!(extension in libraryFileTypes)) {
      throw new UnreadableFileError(`"${file.fileName}" is not a type a library reads.`);
    }
    const sections = await extraction.extract({ fileName: file.fileName, extension, bytes });
    const characters = sections.reduce((sum, section) => sum + section.text.length, 0);
    await log('Information', `Read ${characters} characters in ${seconds(started)}.`);

    const chunks = chunkSections(sections, library);
    await log(
      'Information',
      `Split into ${chunks.length} chunk${chunks.length === 1 ? '' : 's'} of at most ${library.chunkSize} characters.`,
    );

    let embeddings: number[][] | undefined;
    if (library.embeddingDeploymentName) {
      if (!dependencies.vectorSearch) {
        await log(
          'Warning',
          'The database has no pgvector: the file is searched by words only, not by meaning.',
        );
      } else {
        const embedder = await dependencies.embedderFor(library.embeddingDeploymentName);
        if (typeof embedder === 'string') throw new UnreadableFileError(embedder);
        const embedding = performance.now();
        embeddings = await embedder(chunks.map((chunk) => chunk.text));
        await log(
          'Information',
          `Embedded ${embeddings.length} chunks with "${library.embeddingDeploymentName}" in ${seconds(embedding)}.`,
        );
      }
    }

    const stored = await storeProcessedFile(db, {
      fileId,
      contentVersion,
      indexVersion: library.indexVersion,
      language: library.language,
      chunks,
      ...(embeddings ? { embeddings } : {}),
      logMessage: `Indexed in ${seconds(started)}.`,
    });
    if (!stored) {
      await log(
        'Information',
        'A newer upload or reprocess replaced this one before it was stored; it processes on its own.',
      );
    }
  } catch (error) {
    const lastAttempt = error instanceof UnreadableFileError || job.retryCount >= job.retryLimit;
    const message = error instanceof Error ? error.message : String(error);
    if (lastAttempt) {
      // An upload or reprocess that overtook this job has its own; this one's error is moot.
      await failLibraryFile(db, fileId, contentVersion, message);
      return;
    }
    await log('Warning', `${message} Retrying.`);
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/**
 * Works the library-file queue in this process, and looks after files no server holds: at start,
 * the jobs of Queued files are sent again (idempotent per version), and files a stopped server was
 * processing are queued anew: all of them when this server is the database's only one (the
 * embedded database, locked to one process), else those whose lease ran out, which every server
 * keeps looking for. Answers a function that stops the looking.
 */
export async function startLibraryProcessing(
  queue: JobQueue,
  dependencies: LibraryProcessingDependencies,
  options: { soleProcess: boolean },
): Promise<() => void> {
  await queue.work<LibraryFileJob>(libraryFileQueue, (job) =>
    processLibraryFile(dependencies, job),
  );
  const { db } = dependencies;
  for (const job of await queuedLibraryFiles(db)) await queueLibraryFile(queue, job);
  for (const job of await requeueAbandonedLibraryFiles(db, options.soleProcess)) {
    await queueLibraryFile(queue, job);
  }
  const sweep = setInterval(() => {
    void requeueAbandonedLibraryFiles(db, false)
      .then(async (jobs) => {
        for (const job of jobs) await queueLibraryFile(queue, job);
      })
      .catch((error: unknown) =>
        dependencies.log.warn({ err: error }, 'queueing abandoned library files failed'),
      );
  }, processingLease.sweepSeconds * 1000);
  sweep.unref();
  return () => clearInterval(sweep);
}

/** Sends a file's processing job, once per content version. */
export function queueLibraryFile(queue: JobQueue, job: LibraryFileJob): Promise<void> {
  return queue.send(libraryFileQueue.name, job, {
    singletonKey: `${job.fileId}:${job.contentVersion}`,
  });
}

/** Bounds the extraction thread waits for one file (a poisoned file must not block the queue). */
export const extractionTimeoutMs = dataSourceLimits.extractionTimeoutSeconds * 1000;
