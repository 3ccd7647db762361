import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, pageSchema, requiredText } from './common';
import { ADMIN_API_PREFIX } from './paths';

/*
 * Data sources and file libraries in the console (admin-spec sections 2, 3 and 7; issue 16): the
 * libraries agents answer from, their files and how each file is processed. The spec shows no
 * field lists: the shapes here are a design. Admin-only, with its own paths, so the chat's bundle
 * does not carry it.
 */

/**
 * The kinds of data source (admin-spec section 3). A file library holds files uploaded to Parley;
 * other kinds (a website a connection crawls) fill a library too, so they share its shape.
 */
export const dataSourceTypeNames = ['FileLibrary'] as const;
export const dataSourceTypeNameSchema = z.enum(dataSourceTypeNames);
export type DataSourceTypeName = z.infer<typeof dataSourceTypeNameSchema>;

/**
 * Where a library's search runs (admin-spec: "uploaded-files data sources with default or
 * explicit endpoints"). `Default`: Parley's own store and full-text index. `Explicit`: the same,
 * plus the embedding endpoint the administrator names (a model deployment), so answers are
 * ranked by meaning as well as by words.
 */
export const endpointsTypes = ['Default', 'Explicit'] as const;
export const endpointsTypeSchema = z.enum(endpointsTypes);
export type EndpointsType = z.infer<typeof endpointsTypeSchema>;

/**
 * A file's processing status (admin-spec section 3, status colours): Queued until a worker takes
 * it, Processing while its text is read, split and indexed, Online once searchable, Error with
 * the reason when it cannot be, and OutOfDate when the library's index settings changed after
 * it was indexed (it is still searched as it was until reprocessed).
 */
export const libraryFileStatuses = [
  'Queued',
  'Processing',
  'Online',
  'Error',
  'OutOfDate',
] as const;
export const libraryFileStatusSchema = z.enum(libraryFileStatuses);
export type LibraryFileStatus = z.infer<typeof libraryFileStatusSchema>;

/**
 * The languages a library's full-text index stems words for (PostgreSQL text search
 * configurations); `simple` only lower-cases, for mixed or other languages.
 */
export const libraryLanguages = [
  'english',
  'simple',
  'arabic',
  'dutch',
  'french',
  'german',
  'italian',
  'portuguese',
  'spanish',
] as const;
export const libraryLanguageSchema = z.enum(libraryLanguages);
export type LibraryLanguage = z.infer<typeof libraryLanguageSchema>;

/** The file types a library reads, by name ending, and what each is read as. */
export const libraryFileTypes = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.csv': 'text/csv',
} as const;
export type LibraryFileExtension = keyof typeof libraryFileTypes;
export const libraryFileExtensions = Object.keys(libraryFileTypes) as LibraryFileExtension[];

/** Bounds of the library forms and calls (the spec shows none). */
export const dataSourceLimits = {
  nameMaxLength: 200,
  descriptionMaxLength: 2000,
  /** Characters per chunk: long enough for a paragraph, short enough to quote. */
  chunkSizeMin: 200,
  chunkSizeMax: 8000,
  chunkSizeDefault: 1200,
  /** Characters a chunk repeats from the end of the one before, at most half a chunk. */
  chunkOverlapDefault: 150,
  fileNameMaxLength: 255,
  fileMaxBytes: 50 * 1024 * 1024,
  filesPerUpload: 20,
  /** Files a list page holds (`top`). */
  fileListDefaultTop: 50,
  fileListMaxTop: 200,
  keywordsMaxLength: 200,
  /** How long one file may take to be read before it ends in Error. */
  extractionTimeoutSeconds: 120,
} as const;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const typeList = 'PDF, Word (.docx), plain text, Markdown, HTML or CSV';

export const dataSourceMessages = {
  nameRequired: 'Library name is required',
  tooLong: (maxLength: number) => `Must not exceed ${maxLength} characters`,
  chunkSizeRange: `Chunk size must be a whole number from ${dataSourceLimits.chunkSizeMin} to ${dataSourceLimits.chunkSizeMax} characters`,
  chunkOverlapRange: 'Chunk overlap must be a whole number from 0 to half the chunk size',
  embeddingRequired: 'Choose the embedding deployment that explicit endpoints use',
  embeddingNotAllowed:
    'A library on default endpoints has no embedding deployment: choose explicit endpoints to name one',
  embeddingUnknown: (deploymentName: string) =>
    `No model deployment is named "${deploymentName}": add it in Instance settings, Agents first`,
  embeddingOffline:
    'The offline engine makes no embeddings: choose a deployment of an embedding model',
  notFound: (dataSourceId: string) => `No data source has the id "${dataSourceId}".`,
  nameTaken: (name: string) => `A data source named "${name}" already exists.`,
  inUse: (agentNames: readonly string[]) =>
    `This library cannot be deleted while agents answer from it: ${agentNames.map((name) => `"${name}"`).join(', ')}. Remove it from their data sources first.`,
  fileNotFound: (fileName: string) => `The library has no file named "${fileName}".`,
  fileNamePath:
    'The file name in the path is not base64url: encode the UTF-8 name with base64url, without padding.',
  unsupportedFile: (fileName: string) =>
    `"${fileName}" is not a file a library reads: upload ${typeList} files.`,
  fileTooLarge: (fileName: string) =>
    `"${fileName}" is larger than ${megabytes(dataSourceLimits.fileMaxBytes)}, the most a library file may be.`,
  tooManyFiles: `Upload at most ${dataSourceLimits.filesPerUpload} files at a time.`,
  noFiles: 'Choose at least one file to upload.',
  fileNameTooLong: `File names may be at most ${dataSourceLimits.fileNameMaxLength} characters.`,
} as const;

/** A library's chunking and language: changing them makes its indexed files OutOfDate. */
export const libraryIndexSettingsSchema = z
  .object({
    chunkSize: z
      .number()
      .check(
        z.int(dataSourceMessages.chunkSizeRange),
        z.gte(dataSourceLimits.chunkSizeMin, dataSourceMessages.chunkSizeRange),
        z.lte(dataSourceLimits.chunkSizeMax, dataSourceMessages.chunkSizeRange),
      ),
    chunkOverlap: z
      .number()
      .check(
        z.int(dataSourceMessages.chunkOverlapRange),
        z.gte(0, dataSourceMessages.chunkOverlapRange),
      ),
    language: libraryLanguageSchema,
  })
  .check(
    z.refine((settings) => settings.chunkOverlap <= settings.chunkSize / 2, {
      message: dataSourceMessages.chunkOverlapRange,
      path: ['chunkOverlap'],
    }),
  );
export type LibraryIndexSettings = z.infer<typeof libraryIndexSettingsSchema>;

export const defaultLibraryIndexSettings: LibraryIndexSettings = {
  chunkSize: dataSourceLimits.chunkSizeDefault,
  chunkOverlap: dataSourceLimits.chunkOverlapDefault,
  language: 'english',
};

/**
 * What the library form sends (`POST` and `PUT` on the typed path). The endpoints type comes from
 * the path: explicit endpoints name an embedding deployment, default ones none.
 */
export const dataSourceInputSchema = z.object({
  name: requiredText(
    dataSourceMessages.nameRequired,
    dataSourceLimits.nameMaxLength,
    dataSourceMessages.tooLong(dataSourceLimits.nameMaxLength),
  ),
  description: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        dataSourceLimits.descriptionMaxLength,
        dataSourceMessages.tooLong(dataSourceLimits.descriptionMaxLength),
      ),
    ),
  indexSettings: libraryIndexSettingsSchema,
  embeddingDeploymentName: z.nullable(z.string().check(z.maxLength(200))),
});
export type DataSourceInput = z.infer<typeof dataSourceInputSchema>;

/** How many of a library's files are in each status. */
export const libraryFileCountsSchema = z.object({
  Queued: z.number(),
  Processing: z.number(),
  Online: z.number(),
  Error: z.number(),
  OutOfDate: z.number(),
});
export type LibraryFileCounts = z.infer<typeof libraryFileCountsSchema>;

/**
 * How a library is searched: always by words (full-text), and by meaning (vectors) when it names
 * an embedding deployment and the database has pgvector; `vectorUnavailable` says why not.
 */
export const librarySearchModeSchema = z.object({
  fullText: z.boolean(),
  vector: z.boolean(),
  vectorUnavailable: z.nullable(z.string()),
});

const agentReferenceSchema = z.object({ gptSystemId: idSchema, name: z.string() });

/** A data source as the console shows it. */
export const dataSourceViewSchema = z.object({
  dataSourceId: idSchema,
  dataSourceType: dataSourceTypeNameSchema,
  endpointsType: endpointsTypeSchema,
  name: z.string(),
  description: z.string(),
  indexSettings: libraryIndexSettingsSchema,
  embeddingDeploymentName: z.nullable(z.string()),
  fileCounts: libraryFileCountsSchema,
  chunkCount: z.number(),
  search: librarySearchModeSchema,
  /** The agents (not deleted) whose data sources name the library. */
  agents: z.array(agentReferenceSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type DataSourceView = z.infer<typeof dataSourceViewSchema>;

export const dataSourceListSchema = z.object({ items: z.array(dataSourceViewSchema) });
export type DataSourceList = z.infer<typeof dataSourceListSchema>;

/** One file of a library, as the file list and the file's own call answer it. */
export const libraryFileSchema = z.object({
  fileId: idSchema,
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  status: libraryFileStatusSchema,
  /** Why the file is in Error, in words. */
  statusReason: z.nullable(z.string()),
  chunkCount: z.number(),
  uploadedAt: isoDateTimeSchema,
  uploadedBy: z.nullable(z.string()),
  /** When it was last indexed (Online or OutOfDate). */
  processedAt: z.nullable(isoDateTimeSchema),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

export const libraryFilePageSchema = pageSchema(libraryFileSchema);
export type LibraryFilePage = z.infer<typeof libraryFilePageSchema>;

/** `GET .../files`: admin-spec section 5, "File queries accept top, keywords and status". */
export const libraryFileQuerySchema = z.object({
  /** How many files the page holds. */
  top: z.optional(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(dataSourceLimits.fileListMaxTop)),
  ),
  /** Words the file name must contain, any case. */
  keywords: z.optional(z.string().check(z.maxLength(dataSourceLimits.keywordsMaxLength))),
  status: z.optional(libraryFileStatusSchema),
  continuationToken: z.optional(z.string().check(z.maxLength(500))),
});
export type LibraryFileQuery = z.infer<typeof libraryFileQuerySchema>;

/** `POST .../files`: the files stored and queued, in the order they were sent. */
export const libraryUploadResultSchema = z.object({ items: z.array(libraryFileSchema) });
export type LibraryUploadResult = z.infer<typeof libraryUploadResultSchema>;

/** A passage of a file as indexed: what answers quote and cite. */
export const libraryChunkSchema = z.object({
  position: z.number(),
  text: z.string(),
  /** The PDF page it starts on; null for files without pages. */
  pageNumber: z.nullable(z.number()),
  /** The heading it falls under, when the file has headings. */
  heading: z.nullable(z.string()),
});
export type LibraryChunk = z.infer<typeof libraryChunkSchema>;

export const libraryChunkPageSchema = pageSchema(libraryChunkSchema);
export type LibraryChunkPage = z.infer<typeof libraryChunkPageSchema>;

export const libraryFileLogLevels = ['Information', 'Warning', 'Error'] as const;

/** What processing did to a file, oldest first. */
export const libraryFileLogSchema = z.object({
  items: z.array(
    z.object({
      at: isoDateTimeSchema,
      level: z.enum(libraryFileLogLevels),
      message: z.string(),
    }),
  ),
});
export type LibraryFileLog = z.infer<typeof libraryFileLogSchema>;

/** `GET .../search?q=`: the passages a question finds, best first, as agents are given them. */
export const librarySearchQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim(), z.minLength(1, 'Type a question to search for'), z.maxLength(1_000)),
});

export const librarySearchResultSchema = z.object({
  items: z.array(
    z.object({
      fileName: z.string(),
      position: z.number(),
      pageNumber: z.nullable(z.number()),
      heading: z.nullable(z.string()),
      text: z.string(),
    }),
  ),
});
export type LibrarySearchResult = z.infer<typeof librarySearchResultSchema>;

/** `POST .../reprocess`: how many files were queued again. */
export const libraryReprocessResultSchema = z.object({ queued: z.number() });
export type LibraryReprocessResult = z.infer<typeof libraryReprocessResultSchema>;

/**
 * A file name as a path segment (admin-spec section 5: "Data source file names are base64-encoded
 * in the call path"): the UTF-8 bytes in base64url without padding, so "/" and "+" never reach
 * the path.
 */
export function fileNamePathSegment(fileName: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(fileName)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The file name a path segment encodes, or undefined when it is not base64url of UTF-8. */
export function fileNameFromPathSegment(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const dataSources = `${ADMIN_API_PREFIX}/dataSources`;
const fileLibraries = `${ADMIN_API_PREFIX}/fileLibraries`;
const encode = encodeURIComponent;

/** The data-source calls (here rather than in `paths.ts`, which every app loads). */
export const dataSourcePaths = {
  /** `GET`: every data source. */
  list: () => dataSources,
  /** `GET` one data source whatever its type; `DELETE` it. */
  one: (dataSourceId: string) => `${dataSources}/${encode(dataSourceId)}`,
  /** `POST`: a new data source of the type, on default or explicit endpoints. */
  typed: (dataSourceType: string, endpointsType: string) =>
    `${dataSources}/${encode(dataSourceType)}/${encode(endpointsType)}`,
  /** `GET` and `PUT` a data source of the type (a PUT may move it to the other endpoints type). */
  typedOne: (dataSourceType: string, endpointsType: string, dataSourceId: string) =>
    `${dataSources}/${encode(dataSourceType)}/${encode(endpointsType)}/${encode(dataSourceId)}`,
  /** `GET` the library's files (`top`, `keywords`, `status`); `POST` new ones (multipart). */
  files: (dataSourceId: string) => `${fileLibraries}/${encode(dataSourceId)}/files`,
  /** `GET` one file, `DELETE` it; the name is base64url in the path. */
  file: (dataSourceId: string, fileName: string) =>
    `${fileLibraries}/${encode(dataSourceId)}/files/${fileNamePathSegment(fileName)}`,
  fileContent: (dataSourceId: string, fileName: string) =>
    `${dataSourcePaths.file(dataSourceId, fileName)}/content`,
  fileChunks: (dataSourceId: string, fileName: string) =>
    `${dataSourcePaths.file(dataSourceId, fileName)}/chunks`,
  fileLogs: (dataSourceId: string, fileName: string) =>
    `${dataSourcePaths.file(dataSourceId, fileName)}/logs`,
  /** `POST`: process one file again. */
  fileReprocess: (dataSourceId: string, fileName: string) =>
    `${dataSourcePaths.file(dataSourceId, fileName)}/reprocess`,
  /** `POST`: process every file of the library again. */
  reprocess: (dataSourceId: string) => `${fileLibraries}/${encode(dataSourceId)}/reprocess`,
  /** `GET ?q=`: what a question finds in the library (an administrator's try before agents). */
  search: (dataSourceId: string) => `${fileLibraries}/${encode(dataSourceId)}/search`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const dataSourceRoutes = {
  list: dataSources,
  one: `${dataSources}/:dataSourceId`,
  typed: `${dataSources}/:dataSourceType/:endpointsType`,
  typedOne: `${dataSources}/:dataSourceType/:endpointsType/:dataSourceId`,
  files: `${fileLibraries}/:dataSourceId/files`,
  file: `${fileLibraries}/:dataSourceId/files/:fileName`,
  fileContent: `${fileLibraries}/:dataSourceId/files/:fileName/content`,
  fileChunks: `${fileLibraries}/:dataSourceId/files/:fileName/chunks`,
  fileLogs: `${fileLibraries}/:dataSourceId/files/:fileName/logs`,
  fileReprocess: `${fileLibraries}/:dataSourceId/files/:fileName/reprocess`,
  reprocess: `${fileLibraries}/:dataSourceId/reprocess`,
  search: `${fileLibraries}/:dataSourceId/search`,
} as const;
