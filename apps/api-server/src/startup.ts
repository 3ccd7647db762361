import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from './app-context';
import { createProductTokens } from './auth/product-token';
import { createSecretBox, loadOrCreateSecretsKey } from './auth/secret-box';
import { openBlobStore } from './blobs/open-blob-store';
import type { OpenedBlobStore } from './blobs/open-blob-store';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { findModelDeployment } from './db/queries/model-deployments';
import {
  applyIdentityProviderSettings,
  findInstanceSettings,
} from './db/queries/instance-settings';
import { seedDatabase } from './db/seed/seed';
import {
  interruptOrphanedSegments,
  registerServerInstance,
  renewServerInstanceLease,
  retireServerInstance,
} from './db/queries/server-instances';
import type { ServerInstance } from './db/queries/server-instances';
import { createGenerationJobs } from './domain/generation-jobs';
import { instanceKey } from './domain/instance-keys';
import { engineDeployment, seedDeployments } from './domain/model-deployments';
import { ensureSeededPasswords, passwordsFile } from './identity/seeded-passwords';
import { ensureIdpKeys } from './idp/idp-keys';
import { decideSignIn, describeSignIn } from './identity/sign-in-state';
import { deploymentsVariable, resolveAnswerEngine, usesInstanceAnthropicKey } from './providers';
import { canEmbed, createEmbedder } from './providers/embeddings';
import { hasVectorSearch } from './db/queries/knowledge';
import { createExtractionThread } from './jobs/extraction-thread';
import { createEmbeddedSpeech, SPEECH_TIMEOUT_MS } from './speech/embedded-speech';
import { createSpeakingAvatars } from './speech/speaking-avatars';
import { startJobQueue } from './jobs/job-queue';
import {
  extractionTimeoutMs,
  queueLibraryFile,
  startLibraryProcessing,
} from './jobs/library-processing';
import type { LibraryFileJob } from './jobs/library-processing';
import { queueWebsiteCrawl, startWebsiteCrawls } from './jobs/website-crawl';
import { dataSourceMessages, speakingAvatarLimits } from '@parley/api-contract';

/**
 * Joins the server instances sharing the database and keeps this one's lease: at start and at
 * every renewal (three per lease) answers left in flight by instances that are gone become
 * Interrupted (with the embedded database, which one process holds, every earlier instance is
 * gone). `retire` stops renewing and removes the instance, once its own answers are stored.
 */
async function holdInstanceLease(
  database: DatabaseHandle,
  instance: ServerInstance,
  leaseSeconds: number,
  log: FastifyBaseLogger,
): Promise<{ retire(): Promise<void> }> {
  const soleInstance = database.kind === 'pglite';
  const sweep = async () => {
    const interrupted = await interruptOrphanedSegments(database.db, instance.instanceId, {
      soleInstance,
    });
    if (interrupted > 0) {
      log.warn(
        `${interrupted} answer(s) left in flight by a server that is gone are now Interrupted`,
      );
    }
  };
  await registerServerInstance(database.db, instance, leaseSeconds);
  await sweep();
  let renewal = Promise.resolve();
  const timer = setInterval(
    () => {
      renewal = (async () => {
        if (!(await renewServerInstanceLease(database.db, instance, leaseSeconds))) {
          log.warn("This server's lease had run out (was it paused?): it has joined again");
        }
        await sweep();
      })().catch((error: unknown) => log.error({ err: error }, 'renewing the server lease failed'));
    },
    (leaseSeconds * 1000) / 3,
  );
  timer.unref();
  return {
    async retire() {
      clearInterval(timer);
      await renewal;
      await retireServerInstance(database.db, instance.instanceId);
    },
  };
}

/** What the start output tells the operator once the server is ready. */
export interface StartReport {
  info: string[];
  warnings: string[];
}

export interface StartedServices {
  services: AppServices;
  report: StartReport;
  /** Closes what start-up opened (answers in flight are stopped before, in the preClose hook). */
  close(): Promise<void>;
}

/**
 * Everything that takes time before the API can answer: the database (migrations, the first seed,
 * segments a previous process left in flight), the signing keys. The server listens meanwhile and
 * answers 503 with Retry-After.
 */
export async function startServices(
  config: ServerConfig,
  log: FastifyBaseLogger,
  injectedDatabase: DatabaseHandle | undefined,
): Promise<StartedServices> {
  const database =
    injectedDatabase ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    ));
  let blobStore: OpenedBlobStore | undefined;
  try {
    blobStore = await openBlobStore(config);
    const { blobs, close: closeBlobStore } = blobStore;
    log.info(`Blobs are stored in ${blobStore.where}`);
    await database.migrate();
    await seedDatabase(database.db, blobs, config.publicChatSeed);
    await applyIdentityProviderSettings(database.db, config.identityProviders);
    const signIn = decideSignIn(config, await findInstanceSettings(database.db));
    const generatedPasswords = signIn.embeddedIdp
      ? await ensureSeededPasswords(database.db, config.dataDir)
      : [];
    const instance: ServerInstance = {
      instanceId: randomUUID(),
      host: hostname(),
      pid: process.pid,
    };
    const leases = await holdInstanceLease(database, instance, config.instanceLeaseSeconds, log);
    const secrets = createSecretBox(
      await loadOrCreateSecretsKey(config.dataDir, config.secretsKey),
    );
    const tokens = await createProductTokens(
      { db: database.db, secrets, dataDir: config.dataDir },
      config.tokenLifetimeSeconds,
    );
    const idpKeys = signIn.embeddedIdp
      ? await ensureIdpKeys({ db: database.db, secrets, dataDir: config.dataDir })
      : undefined;
    const seeding = await seedDeployments(database.db, secrets, config.seededDeployments);
    if (seeding.seeded.length > 0) {
      log.info(`${deploymentsVariable} seeded the model deployments ${seeding.seeded.join(', ')}`);
    }
    if (seeding.alreadyStored.length > 0) {
      log.info(
        `${deploymentsVariable} names ${seeding.alreadyStored.join(', ')}, stored already: change them in the console (Instance settings, Agents)`,
      );
    }
    const jobs = createGenerationJobs();
    const vectorSearch = await hasVectorSearch(database.db);
    if (!vectorSearch) {
      log.warn(
        'The database has no pgvector extension: file libraries are searched by words only, not by meaning',
      );
    }
    const embedderFor = async (deploymentName: string) => {
      const deployment = engineDeployment(
        await findModelDeployment(database.db, deploymentName),
        secrets,
      );
      if (!deployment) return dataSourceMessages.embeddingUnknown(deploymentName);
      return canEmbed(deployment)
        ? createEmbedder(deployment)
        : dataSourceMessages.embeddingOffline;
    };
    const queue = await startJobQueue(database.sql, log);
    const extraction = createExtractionThread(extractionTimeoutMs);
    const speech = createEmbeddedSpeech(SPEECH_TIMEOUT_MS);
    const avatars = createSpeakingAvatars({
      maxSessions: speakingAvatarLimits.maxSessions,
      idleMs: speakingAvatarLimits.idleMinutes * 60_000,
    });
    const stopLibrarySweep = await startLibraryProcessing(
      queue,
      { db: database.db, blobs, extraction, embedderFor, vectorSearch, log },
      // The embedded database serves one process (the data directory is locked).
      { soleProcess: database.kind === 'pglite' },
    );
    const queueFiles = async (files: readonly LibraryFileJob[]) => {
      for (const file of files) await queueLibraryFile(queue, file);
    };
    await startWebsiteCrawls(queue, { db: database.db, blobs, queueFiles, log });
    const bootId = randomBytes(6).toString('base64url');
    let sessionCounter = 0;
    const services: AppServices = {
      config,
      instanceId: instance.instanceId,
      db: database.db,
      blobs,
      tokens,
      secrets,
      jobs,
      knowledge: {
        vectorSearch,
        embedderFor,
        queueFiles,
        queueCrawl: (job) => queueWebsiteCrawl(queue, job),
      },
      signIn,
      idpKeys,
      speech,
      avatars,
      answerEngine: async (deploymentName, storedRow) => {
        // The row is read per question (with the checks before it is stored; the Claude key
        // only where it is needed), so a deployment or key changed in the console holds from
        // the next question.
        const stored = engineDeployment(storedRow, secrets);
        const deployments = stored ? [stored] : [];
        return resolveAnswerEngine(deploymentName, deployments, {
          offlineTokenDelayMs: config.offlineTokenDelayMs,
          instanceKeys: usesInstanceAnthropicKey(deploymentName, deployments)
            ? { anthropic: await instanceKey(database.db, secrets, 'claude') }
            : {},
          onProviderError: (error, deployment) =>
            log.error(
              { err: error, deployment: deployment.deploymentName },
              'model provider failed',
            ),
        });
      },
      // Opaque to clients; it only has to round-trip through their session-token mechanism.
      sessionTokenHeaders: () => ({ 'x-cosmos-session': `${bootId}-${(sessionCounter += 1)}` }),
    };
    return {
      services,
      report: describeSignIn(signIn, {
        publicOrigin: config.publicOrigin,
        passwordsFile: passwordsFile(config.dataDir),
        generatedPasswords,
      }),
      async close() {
        await leases.retire();
        stopLibrarySweep();
        await queue.stop();
        await extraction.close();
        await avatars.close();
        await speech.close();
        closeBlobStore();
        if (!injectedDatabase) await database.close();
      },
    };
  } catch (error) {
    blobStore?.close();
    if (!injectedDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}
