import type { BlobStore } from './blobs/blob-store';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ModelDeploymentRow } from './db/queries/model-deployments';
import type { ProductTokens } from './auth/product-token';
import type { SecretBox } from './auth/secret-box';
import type { GenerationJobs } from './domain/generation-jobs';
import type { IdpKeys } from './idp/idp-keys';
import type { SignInState } from './identity/sign-in-state';
import type { AnswerEngine } from './providers';
import type { Embedder } from './providers/embeddings';
import type { LibraryFileJob } from './jobs/library-processing';
import type { WebsiteCrawlJob } from './jobs/website-crawl';
import type { SpeechSynthesiser } from './speech/embedded-speech';
import type { SpeakingAvatars } from './speech/speaking-avatars';

/** What the data-source routes and answers need of the knowledge side (issue 16). */
export interface KnowledgeServices {
  /** Queues files for processing, once per content version. */
  queueFiles(files: readonly LibraryFileJob[]): Promise<void>;
  /** Whether the database has pgvector, so libraries can be searched by meaning. */
  readonly vectorSearch: boolean;
  /** The embedder of a stored deployment, or why it cannot embed (in words). */
  embedderFor(deploymentName: string): Promise<Embedder | string>;
  /** Queues a website connection's crawl, once while one is queued or running. */
  queueCrawl(job: WebsiteCrawlJob): Promise<void>;
}

/** What routes work with once the server is ready. */
export interface AppServices {
  readonly config: ServerConfig;
  /**
   * This process among the server instances sharing the database (`server_instances`); its
   * answers in flight carry it, so other instances leave them alone while its lease holds.
   */
  readonly instanceId: string;
  readonly db: Database;
  readonly blobs: BlobStore;
  readonly tokens: ProductTokens;
  /** Seals the instance's provider keys at rest (`instance_secrets`). */
  readonly secrets: SecretBox;
  readonly jobs: GenerationJobs;
  readonly knowledge: KnowledgeServices;
  /** Which sign-ins this server offers (decided at start). */
  readonly signIn: SignInState;
  /**
   * The embedded identity provider's keys, shared by every instance through the database;
   * loaded at start while the provider is on, undefined otherwise.
   */
  readonly idpKeys: IdpKeys | undefined;
  /** Reads answers aloud (the embedded eSpeak NG synthesiser). */
  readonly speech: SpeechSynthesiser;
  /** The speaking avatar's WebRTC sessions, one per signed-in user. */
  readonly avatars: SpeakingAvatars;
  /**
   * The engine answering for an agent's deploymentName: `stored`, the deployment of that name as
   * the question's checks read it (`refuseUnanswerable`, once per question), the offline engine
   * for a name none has; an Anthropic deployment without a key of its own uses the instance's
   * Claude key (read per answer).
   */
  answerEngine(
    deploymentName: string,
    stored: ModelDeploymentRow | undefined,
  ): Promise<AnswerEngine>;
  /** The session-token headers sent to clients (`x-cosmos-*`, chat-spec section 7). */
  sessionTokenHeaders(): Record<string, string>;
}

export type ServerStatus = 'initializing' | 'ok' | 'failed';

/**
 * The server listens before its database is ready (migrations and the first seed take seconds),
 * so routes reach the services through this holder; the readiness hook answers 503 until then.
 */
export interface AppContext {
  readonly status: ServerStatus;
  /** Shutting down: answers in flight finish while readiness sends new work elsewhere. */
  readonly draining: boolean;
  readonly services: AppServices;
}
