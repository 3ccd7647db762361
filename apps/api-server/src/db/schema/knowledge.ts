import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { users } from './identity';

/* Data sources: file libraries, their files, the chunks agents search, and processing logs. */

/** PostgreSQL's `tsvector`: written with `to_tsvector(language, text)` (`db/queries/knowledge.ts`). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** pgvector's `vector` of any dimension (each embedding deployment has its own). */
const vector = customType<{ data: string }>({ dataType: () => 'vector' });

/**
 * A data source (admin-spec section 3): a library of files agents search with FileSearch. Its
 * index settings decide how files are split and stemmed; `indexVersion` is raised whenever they
 * (or the embedding deployment) change, and a file indexed under an older version is OutOfDate.
 */
export const dataSources = pgTable(
  'data_sources',
  {
    dataSourceId: uuid('data_source_id').primaryKey().defaultRandom(),
    dataSourceType: text('data_source_type').notNull(),
    endpointsType: text('endpoints_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    chunkSize: integer('chunk_size').notNull(),
    chunkOverlap: integer('chunk_overlap').notNull(),
    /** A PostgreSQL text search configuration (`libraryLanguages`). */
    language: text('language').notNull(),
    /** The model deployment that embeds chunks (explicit endpoints only). */
    embeddingDeploymentName: text('embedding_deployment_name'),
    indexVersion: integer('index_version').notNull().default(1),
    /** Who created it: holders of the *Specific actions manage only their own libraries. */
    ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('data_sources_name').on(sql`lower(${table.name})`)],
);

/**
 * A file of a library, named uniquely within it (the file calls name it in their path). Uploading
 * a name again replaces the file and raises `contentVersion`; a processing job carries the
 * version it was queued for, so a job overtaken by a newer upload or reprocess does nothing.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    fileId: uuid('file_id').primaryKey().defaultRandom(),
    dataSourceId: uuid('data_source_id')
      .notNull()
      .references(() => dataSources.dataSourceId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** `library-files/{fileId}/{contentVersion}` in the blob store. */
    blobKey: text('blob_key').notNull(),
    /**
     * `libraryFileStatuses`. A change of the library's index settings makes its Online files
     * OutOfDate in the same transaction, and a job finishing under older settings stores OutOfDate.
     */
    status: text('status').notNull(),
    statusReason: text('status_reason'),
    contentVersion: integer('content_version').notNull().default(1),
    /** The library's `indexVersion` the chunks were made with. */
    indexedVersion: integer('indexed_version'),
    chunkCount: integer('chunk_count').notNull().default(0),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.userId, {
      onDelete: 'set null',
    }),
    uploadedAt: moment('uploaded_at').notNull().defaultNow(),
    processedAt: moment('processed_at'),
    /**
     * While Processing: until when the server processing it has it. The server renews it as it
     * works; a file whose lease ran out (its server stopped) is queued again by any server.
     */
    leaseExpiresAt: moment('lease_expires_at'),
  },
  (table) => [
    uniqueIndex('library_files_name').on(table.dataSourceId, table.fileName),
    index('library_files_status').on(table.dataSourceId, table.status),
  ],
);

/**
 * A passage of a file as indexed: what answers are given and cite. `searchVector` is the chunk's
 * heading and text stemmed in the library's language.
 */
export const libraryChunks = pgTable(
  'library_chunks',
  {
    chunkId: uuid('chunk_id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => libraryFiles.fileId, { onDelete: 'cascade' }),
    dataSourceId: uuid('data_source_id')
      .notNull()
      .references(() => dataSources.dataSourceId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    pageNumber: integer('page_number'),
    heading: text('heading'),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    uniqueIndex('library_chunks_position').on(table.fileId, table.position),
    index('library_chunks_library').on(table.dataSourceId),
    index('library_chunks_search').using('gin', table.searchVector),
  ],
);

/**
 * The embedding of a chunk, for libraries on explicit endpoints. Created only where the database
 * has pgvector (migration 0013 checks `pg_available_extensions`; PGlite always has it): without
 * it libraries are searched by words alone and the console says why.
 */
export const libraryChunkEmbeddings = pgTable(
  'library_chunk_embeddings',
  {
    chunkId: uuid('chunk_id')
      .primaryKey()
      .references(() => libraryChunks.chunkId, { onDelete: 'cascade' }),
    dataSourceId: uuid('data_source_id')
      .notNull()
      .references(() => dataSources.dataSourceId, { onDelete: 'cascade' }),
    embedding: vector('embedding').notNull(),
  },
  (table) => [index('library_chunk_embeddings_library').on(table.dataSourceId)],
);

/** What processing did to a file: shown per file in the console. */
export const libraryFileLogs = pgTable(
  'library_file_logs',
  {
    logId: uuid('log_id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => libraryFiles.fileId, { onDelete: 'cascade' }),
    at: moment('at').notNull().defaultNow(),
    level: text('level').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('library_file_logs_file').on(table.fileId, table.at)],
);
