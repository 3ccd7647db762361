import { and, asc, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LibraryFileStatus } from '@parley/api-contract';
import type { Database } from '../database';
import {
  dataSources,
  gptSystems,
  libraryChunkEmbeddings,
  libraryChunks,
  libraryFileLogs,
  libraryFiles,
  users,
} from '../schema';
import { isUuid } from './ids';
import { containing } from './like';
import { after } from './paging';
import type { ListPosition } from './paging';
import { onlyRow } from './rows';

export type DataSourceRow = typeof dataSources.$inferSelect;
export type LibraryFileRow = typeof libraryFiles.$inferSelect;

/** The unique constraints a concurrent request can meet after its checks passed. */
export const knowledgeConstraints = {
  dataSourceName: 'data_sources_name',
  fileName: 'library_files_name',
} as const;

/** Where a library file's bytes live; each upload gets a key of its own. */
export function libraryFileBlobKey(dataSourceId: string, uploadId: string): string {
  return `library-files/${dataSourceId}/${uploadId}`;
}

/* Data sources. */

export async function listDataSources(db: Database, ownerUserId?: string) {
  return db
    .select()
    .from(dataSources)
    .where(ownerUserId ? eq(dataSources.ownerUserId, ownerUserId) : undefined)
    .orderBy(asc(sql`lower(${dataSources.name})`), asc(dataSources.dataSourceId));
}

export async function findDataSource(
  db: Database,
  dataSourceId: string,
): Promise<DataSourceRow | undefined> {
  if (!isUuid(dataSourceId)) return undefined;
  const [row] = await db
    .select()
    .from(dataSources)
    .where(eq(dataSources.dataSourceId, dataSourceId));
  return row;
}

/** The data source holding the name (any case), if another than `exceptId` does. */
export async function findDataSourceNamed(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select({ dataSourceId: dataSources.dataSourceId })
    .from(dataSources)
    .where(
      and(
        eq(sql`lower(${dataSources.name})`, name.toLowerCase()),
        exceptId ? sql`${dataSources.dataSourceId} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

export type DataSourceValues = Pick<
  typeof dataSources.$inferInsert,
  | 'dataSourceType'
  | 'endpointsType'
  | 'name'
  | 'description'
  | 'chunkSize'
  | 'chunkOverlap'
  | 'language'
  | 'embeddingDeploymentName'
>;

export async function insertDataSource(
  db: Database,
  values: DataSourceValues & { ownerUserId: string | null; dataSourceId?: string },
): Promise<DataSourceRow> {
  return onlyRow(await db.insert(dataSources).values(values).returning(), 'the new data source');
}

/**
 * Changes a data source. When `reindex` (its index settings or embedding deployment changed),
 * its index version rises and its Online files become OutOfDate, in the caller's transaction.
 */
export async function updateDataSource(
  db: Database,
  dataSourceId: string,
  values: DataSourceValues,
  reindex: boolean,
): Promise<DataSourceRow> {
  const row = onlyRow(
    await db
      .update(dataSources)
      .set({
        ...values,
        updatedAt: new Date(),
        ...(reindex ? { indexVersion: sql`${dataSources.indexVersion} + 1` } : {}),
      })
      .where(eq(dataSources.dataSourceId, dataSourceId))
      .returning(),
    'the changed data source',
  );
  if (reindex) {
    await db
      .update(libraryFiles)
      .set({ status: 'OutOfDate' })
      .where(and(eq(libraryFiles.dataSourceId, dataSourceId), eq(libraryFiles.status, 'Online')));
  }
  return row;
}

/** Deletes the data source with its files' rows, chunks and logs; answers their blob keys. */
export async function deleteDataSource(db: Database, dataSourceId: string): Promise<string[]> {
  const files = await db
    .select({ blobKey: libraryFiles.blobKey })
    .from(libraryFiles)
    .where(eq(libraryFiles.dataSourceId, dataSourceId));
  await db.delete(dataSources).where(eq(dataSources.dataSourceId, dataSourceId));
  return files.map((file) => file.blobKey);
}

/** How many files each data source has per status, and how many chunks. */
export async function dataSourceTallies(db: Database, dataSourceIds: readonly string[]) {
  if (dataSourceIds.length === 0) return { files: [], chunks: [] };
  const [files, chunks] = await Promise.all([
    db
      .select({
        dataSourceId: libraryFiles.dataSourceId,
        status: libraryFiles.status,
        count: sql<number>`count(*)::int`,
      })
      .from(libraryFiles)
      .where(inArray(libraryFiles.dataSourceId, [...dataSourceIds]))
      .groupBy(libraryFiles.dataSourceId, libraryFiles.status),
    db
      .select({
        dataSourceId: libraryFiles.dataSourceId,
        count: sql<number>`coalesce(sum(${libraryFiles.chunkCount}), 0)::int`,
      })
      .from(libraryFiles)
      .where(inArray(libraryFiles.dataSourceId, [...dataSourceIds]))
      .groupBy(libraryFiles.dataSourceId),
  ]);
  return { files, chunks };
}

/** The agents (not deleted) whose data sources name any of the ids, by name. */
export async function agentsUsingDataSources(db: Database, dataSourceIds: readonly string[]) {
  if (dataSourceIds.length === 0) return [];
  const ids = sql`array[${sql.join(
    dataSourceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  return db
    .select({
      gptSystemId: gptSystems.gptSystemId,
      name: sql<string>`coalesce(${gptSystems.name}, '')`,
      dataSourceIds: gptSystems.dataSourceIds,
    })
    .from(gptSystems)
    .where(and(isNull(gptSystems.deletedAt), sql`${gptSystems.dataSourceIds} && ${ids}`))
    .orderBy(asc(gptSystems.name), asc(gptSystems.gptSystemId));
}

/* Files. */

export interface LibraryFileWithUploader extends LibraryFileRow {
  uploadedBy: string | null;
}

const fileWithUploader = {
  file: libraryFiles,
  uploadedBy: users.displayName,
};

function withUploader(rows: { file: LibraryFileRow; uploadedBy: string | null }[]) {
  return rows.map(({ file, uploadedBy }) => ({ ...file, uploadedBy }));
}

export interface LibraryFileFilter {
  /** Words the file name must hold, any case. */
  keywords: string | undefined;
  status: LibraryFileStatus | undefined;
}

/** A library's files, newest upload first, `limit` of them after `position`. */
export async function listLibraryFiles(
  db: Database,
  dataSourceId: string,
  filter: LibraryFileFilter,
  position: ListPosition | undefined,
  limit: number,
): Promise<LibraryFileWithUploader[]> {
  const words = (filter.keywords ?? '').split(/\s+/).filter((word) => word !== '');
  const conditions: (SQL | undefined)[] = [
    eq(libraryFiles.dataSourceId, dataSourceId),
    filter.status ? eq(libraryFiles.status, filter.status) : undefined,
    ...words.map((word) => ilike(libraryFiles.fileName, containing(word))),
    position ? after(libraryFiles.uploadedAt, libraryFiles.fileId, position) : undefined,
  ];
  return withUploader(
    await db
      .select(fileWithUploader)
      .from(libraryFiles)
      .leftJoin(users, eq(users.userId, libraryFiles.uploadedByUserId))
      .where(and(...conditions))
      .orderBy(desc(libraryFiles.uploadedAt), desc(libraryFiles.fileId))
      .limit(limit),
  );
}

export async function findLibraryFileNamed(
  db: Database,
  dataSourceId: string,
  fileName: string,
): Promise<LibraryFileWithUploader | undefined> {
  const [row] = withUploader(
    await db
      .select(fileWithUploader)
      .from(libraryFiles)
      .leftJoin(users, eq(users.userId, libraryFiles.uploadedByUserId))
      .where(and(eq(libraryFiles.dataSourceId, dataSourceId), eq(libraryFiles.fileName, fileName))),
  );
  return row;
}

export async function findLibraryFile(db: Database, fileId: string) {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db.select().from(libraryFiles).where(eq(libraryFiles.fileId, fileId));
  return row;
}

/**
 * Stores an uploaded file under its name, Queued: a new row, or the file of that name replaced
 * (its content version raised, its old chunks kept until the new ones are ready). Answers the
 * row and, on a replacement, the blob key it no longer uses.
 */
export async function putLibraryFile(
  db: Database,
  values: {
    fileId: string;
    dataSourceId: string;
    fileName: string;
    mimeType: string;
    sizeBytes: number;
    blobKey: string;
    uploadedByUserId: string | null;
  },
): Promise<{ file: LibraryFileRow; replacedBlobKey: string | null }> {
  const [previous] = await db
    .select({ blobKey: libraryFiles.blobKey })
    .from(libraryFiles)
    .where(
      and(
        eq(libraryFiles.dataSourceId, values.dataSourceId),
        eq(libraryFiles.fileName, values.fileName),
      ),
    )
    .for('update');
  const file = onlyRow(
    await db
      .insert(libraryFiles)
      .values({ ...values, status: 'Queued' })
      .onConflictDoUpdate({
        target: [libraryFiles.dataSourceId, libraryFiles.fileName],
        set: {
          mimeType: values.mimeType,
          sizeBytes: values.sizeBytes,
          blobKey: values.blobKey,
          uploadedByUserId: values.uploadedByUserId,
          uploadedAt: new Date(),
          status: 'Queued',
          statusReason: null,
          leaseExpiresAt: null,
          contentVersion: sql`${libraryFiles.contentVersion} + 1`,
        },
      })
      .returning(),
    'the stored library file',
  );
  return { file, replacedBlobKey: previous?.blobKey ?? null };
}

export async function deleteLibraryFile(db: Database, fileId: string) {
  await db.delete(libraryFiles).where(eq(libraryFiles.fileId, fileId));
}

/**
 * Queues files again (one, or every file of the library): Queued, reason cleared, content version
 * raised so a job still running for them stores nothing. Answers what to enqueue.
 */
export async function requeueLibraryFiles(
  db: Database,
  dataSourceId: string,
  fileId?: string,
): Promise<{ fileId: string; contentVersion: number }[]> {
  return db
    .update(libraryFiles)
    .set({
      status: 'Queued',
      statusReason: null,
      leaseExpiresAt: null,
      contentVersion: sql`${libraryFiles.contentVersion} + 1`,
    })
    .where(
      and(
        eq(libraryFiles.dataSourceId, dataSourceId),
        fileId ? eq(libraryFiles.fileId, fileId) : undefined,
      ),
    )
    .returning({ fileId: libraryFiles.fileId, contentVersion: libraryFiles.contentVersion });
}

/** Files Queued: their jobs, sent again after a restart (sending is idempotent per version). */
export async function queuedLibraryFiles(db: Database) {
  return db
    .select({ fileId: libraryFiles.fileId, contentVersion: libraryFiles.contentVersion })
    .from(libraryFiles)
    .where(eq(libraryFiles.status, 'Queued'));
}

/**
 * Queues again the files whose processing was abandoned: Processing with a lease that ran out
 * (their server stopped), or, with `all`, every Processing file (a server that is the database's
 * only one, starting). Their content version rises, so a late finish of the old job stores nothing.
 */
export async function requeueAbandonedLibraryFiles(db: Database, all: boolean) {
  return db
    .update(libraryFiles)
    .set({
      status: 'Queued',
      leaseExpiresAt: null,
      contentVersion: sql`${libraryFiles.contentVersion} + 1`,
    })
    .where(
      and(
        eq(libraryFiles.status, 'Processing'),
        all ? undefined : sql`${libraryFiles.leaseExpiresAt} < now()`,
      ),
    )
    .returning({ fileId: libraryFiles.fileId, contentVersion: libraryFiles.contentVersion });
}

/** Extends the lease of a file this server is processing; false when it is no longer its. */
export async function renewLibraryFileLease(
  db: Database,
  fileId: string,
  contentVersion: number,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(libraryFiles)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(libraryFiles.fileId, fileId),
        eq(libraryFiles.contentVersion, contentVersion),
        eq(libraryFiles.status, 'Processing'),
      ),
    )
    .returning({ fileId: libraryFiles.fileId });
  return rows.length > 0;
}

/**
 * Takes a file for processing: Processing, when it is still at the content version the job was
 * queued for, with `startMessage` in its log in the same transaction (a server killed right after
 * the claim leaves both or neither). Answers the file and its library, or undefined when a newer
 * upload, a reprocess or a deletion overtook the job (which then does nothing).
 */
export async function claimLibraryFile(
  db: Database,
  claim: { fileId: string; contentVersion: number; leaseSeconds: number; startMessage: string },
) {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(libraryFiles)
      .set({
        status: 'Processing',
        statusReason: null,
        leaseExpiresAt: sql`now() + make_interval(secs => ${claim.leaseSeconds})`,
      })
      .where(
        and(
          eq(libraryFiles.fileId, claim.fileId),
          eq(libraryFiles.contentVersion, claim.contentVersion),
          inArray(libraryFiles.status, ['Queued', 'Processing']),
        ),
      )
      .returning();
    if (row) await appendFileLog(tx, claim.fileId, 'Information', claim.startMessage);
    return row;
  });
  if (!claimed) return undefined;
  const library = await findDataSource(db, claimed.dataSourceId);
  return library ? { file: claimed, library } : undefined;
}

/** A passage as processing made it, before it is stored. */
export interface ChunkValues {
  position: number;
  text: string;
  pageNumber: number | null;
  heading: string | null;
}

/** pgvector's text form of an embedding. */
const vectorText = (embedding: readonly number[]) => `[${embedding.join(',')}]`;

/** A chunk's `search_vector`: its heading and text, stemmed in the library's language. */
function searchVector(language: string, chunk: ChunkValues) {
  return sql`to_tsvector(${language}::regconfig, ${`${chunk.heading ?? ''}\n${chunk.text}`})`;
}

/**
 * Inserts chunks with their search vectors (and embeddings, where given), in batches that keep
 * each statement's parameters well under PostgreSQL's limit.
 */
export async function insertChunks(
  db: Database,
  target: { fileId: string; dataSourceId: string; language: string },
  chunks: readonly ChunkValues[],
  embeddings?: readonly (readonly number[])[],
) {
  const batch = 200;
  for (let start = 0; start < chunks.length; start += batch) {
    const slice = chunks.slice(start, start + batch);
    const inserted = await db
      .insert(libraryChunks)
      .values(
        slice.map((chunk) => ({
          fileId: target.fileId,
          dataSourceId: target.dataSourceId,
          position: chunk.position,
          text: chunk.text,
          pageNumber: chunk.pageNumber,
          heading: chunk.heading,
          searchVector: searchVector(target.language, chunk),
        })),
      )
      .returning({ chunkId: libraryChunks.chunkId, position: libraryChunks.position });
    if (embeddings) {
      const byPosition = new Map(inserted.map((row) => [row.position, row.chunkId]));
      await db.insert(libraryChunkEmbeddings).values(
        slice.map((chunk) => {
          const chunkId = byPosition.get(chunk.position);
          const embedding = embeddings[chunk.position];
          if (!chunkId || !embedding) throw new Error(`No embedding for chunk ${chunk.position}.`);
          return { chunkId, dataSourceId: target.dataSourceId, embedding: vectorText(embedding) };
        }),
      );
    }
  }
}

/**
 * Replaces a file's chunks with the ones just made and marks it Online (OutOfDate when the
 * library's settings changed while it was processed), with `logMessage` in its log, if it is still
 * at the content version the job processed; answers false when it was overtaken (nothing is
 * stored).
 */
export async function storeProcessedFile(
  db: Database,
  processed: {
    fileId: string;
    contentVersion: number;
    indexVersion: number;
    language: string;
    chunks: readonly ChunkValues[];
    embeddings?: readonly (readonly number[])[];
    logMessage: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        contentVersion: libraryFiles.contentVersion,
        dataSourceId: libraryFiles.dataSourceId,
        indexVersion: dataSources.indexVersion,
      })
      .from(libraryFiles)
      .innerJoin(dataSources, eq(dataSources.dataSourceId, libraryFiles.dataSourceId))
      .where(eq(libraryFiles.fileId, processed.fileId))
      .for('update', { of: libraryFiles });
    if (!current || current.contentVersion !== processed.contentVersion) return false;
    await tx.delete(libraryChunks).where(eq(libraryChunks.fileId, processed.fileId));
    await insertChunks(
      tx,
      {
        fileId: processed.fileId,
        dataSourceId: current.dataSourceId,
        language: processed.language,
      },
      processed.chunks,
      processed.embeddings,
    );
    await tx
      .update(libraryFiles)
      .set({
        status: current.indexVersion > processed.indexVersion ? 'OutOfDate' : 'Online',
        statusReason: null,
        chunkCount: processed.chunks.length,
        indexedVersion: processed.indexVersion,
        processedAt: new Date(),
        leaseExpiresAt: null,
      })
      .where(eq(libraryFiles.fileId, processed.fileId));
    await appendFileLog(tx, processed.fileId, 'Information', processed.logMessage);
    return true;
  });
}

/**
 * Marks a file Error with the reason, logged in the same transaction, unless a newer upload or
 * reprocess overtook the job.
 */
export async function failLibraryFile(
  db: Database,
  fileId: string,
  contentVersion: number,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(libraryFiles)
      .set({ status: 'Error', statusReason: reason, leaseExpiresAt: null })
      .where(and(eq(libraryFiles.fileId, fileId), eq(libraryFiles.contentVersion, contentVersion)))
      .returning({ fileId: libraryFiles.fileId });
    if (rows.length === 0) return false;
    await appendFileLog(tx, fileId, 'Error', reason);
    return true;
  });
}

export async function appendFileLog(
  db: Database,
  fileId: string,
  level: 'Information' | 'Warning' | 'Error',
  message: string,
) {
  await db.insert(libraryFileLogs).values({ fileId, level, message });
}

export async function listFileLogs(db: Database, fileId: string) {
  return db
    .select({
      at: libraryFileLogs.at,
      level: libraryFileLogs.level,
      message: libraryFileLogs.message,
    })
    .from(libraryFileLogs)
    .where(eq(libraryFileLogs.fileId, fileId))
    .orderBy(asc(libraryFileLogs.at), asc(libraryFileLogs.logId));
}

/** A file's chunks in order, `limit` of them after position `afterPosition`. */
export async function listFileChunks(
  db: Database,
  fileId: string,
  afterPosition: number | undefined,
  limit: number,
) {
  return db
    .select({
      position: libraryChunks.position,
      text: libraryChunks.text,
      pageNumber: libraryChunks.pageNumber,
      heading: libraryChunks.heading,
    })
    .from(libraryChunks)
    .where(
      and(
        eq(libraryChunks.fileId, fileId),
        afterPosition !== undefined ? gt(libraryChunks.position, afterPosition) : undefined,
      ),
    )
    .orderBy(asc(libraryChunks.position))
    .limit(limit);
}

/** One chunk with its file and library names, for a citation. */
export async function findCitedChunk(
  db: Database,
  cited: { dataSourceId: string; fileId: string; position: number },
) {
  if (!isUuid(cited.dataSourceId) || !isUuid(cited.fileId)) return undefined;
  const [row] = await db
    .select({
      text: libraryChunks.text,
      pageNumber: libraryChunks.pageNumber,
      heading: libraryChunks.heading,
      fileName: libraryFiles.fileName,
      mimeType: libraryFiles.mimeType,
      blobKey: libraryFiles.blobKey,
      libraryName: dataSources.name,
    })
    .from(libraryChunks)
    .innerJoin(libraryFiles, eq(libraryFiles.fileId, libraryChunks.fileId))
    .innerJoin(dataSources, eq(dataSources.dataSourceId, libraryChunks.dataSourceId))
    .where(
      and(
        eq(libraryChunks.dataSourceId, cited.dataSourceId),
        eq(libraryChunks.fileId, cited.fileId),
        eq(libraryChunks.position, cited.position),
      ),
    );
  return row;
}

/* Search. */

/** A chunk a search found, with what a citation needs. */
export interface FoundChunk {
  chunkId: string;
  dataSourceId: string;
  fileId: string;
  fileName: string;
  position: number;
  pageNumber: number | null;
  heading: string | null;
  text: string;
}

const foundChunkColumns = {
  chunkId: libraryChunks.chunkId,
  dataSourceId: libraryChunks.dataSourceId,
  fileId: libraryChunks.fileId,
  fileName: libraryFiles.fileName,
  position: libraryChunks.position,
  pageNumber: libraryChunks.pageNumber,
  heading: libraryChunks.heading,
  text: libraryChunks.text,
};

/**
 * The chunks of the libraries that best match the question by words, best first: any of the
 * question's words may match (the plain query's terms joined with OR), ranked by cover density.
 * Each library is matched in its own language, so its stemming applies.
 */
export async function searchChunksByWords(
  db: Database,
  libraries: readonly { dataSourceId: string; language: string }[],
  question: string,
  limit: number,
): Promise<FoundChunk[]> {
  if (libraries.length === 0) return [];
  const byLanguage = new Map<string, string[]>();
  for (const { dataSourceId, language } of libraries) {
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), dataSourceId]);
  }
  const anyWord = (language: string) =>
    sql`replace(plainto_tsquery(${language}::regconfig, ${question})::text, '&', '|')::tsquery`;
  const matches = [...byLanguage].map(
    ([language, ids]) =>
      sql`(${inArray(libraryChunks.dataSourceId, ids)} and ${libraryChunks.searchVector} @@ ${anyWord(language)})`,
  );
  const rank = sql`ts_rank_cd(${libraryChunks.searchVector}, case ${sql.join(
    [...byLanguage.keys()].map(
      (language) =>
        sql`when ${inArray(libraryChunks.dataSourceId, byLanguage.get(language) ?? [])} then ${anyWord(language)}`,
    ),
    sql` `,
  )} end)`;
  return db
    .select(foundChunkColumns)
    .from(libraryChunks)
    .innerJoin(libraryFiles, eq(libraryFiles.fileId, libraryChunks.fileId))
    .where(sql.join(matches, sql` or `))
    .orderBy(desc(rank), asc(libraryChunks.chunkId))
    .limit(limit);
}

/**
 * The chunks of the libraries nearest the question's embedding (cosine distance), best first.
 * Only for libraries whose chunks have embeddings of the same deployment (and so dimension).
 */
export async function searchChunksByMeaning(
  db: Database,
  dataSourceIds: readonly string[],
  embedding: readonly number[],
  limit: number,
): Promise<FoundChunk[]> {
  if (dataSourceIds.length === 0) return [];
  const query = sql`${vectorText(embedding)}::vector`;
  return db
    .select(foundChunkColumns)
    .from(libraryChunkEmbeddings)
    .innerJoin(libraryChunks, eq(libraryChunks.chunkId, libraryChunkEmbeddings.chunkId))
    .innerJoin(libraryFiles, eq(libraryFiles.fileId, libraryChunks.fileId))
    .where(inArray(libraryChunkEmbeddings.dataSourceId, [...dataSourceIds]))
    .orderBy(sql`${libraryChunkEmbeddings.embedding} <=> ${query}`, asc(libraryChunks.chunkId))
    .limit(limit);
}

/** Whether the database has pgvector (and so the embeddings table). */
export async function hasVectorSearch(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ present: sql<number>`1` })
    .from(sql`pg_extension`)
    .where(sql`extname = 'vector'`);
  return row !== undefined;
}
