import path from 'node:path';
import {
  dataSourceLimits,
  dataSourceMessages,
  libraryFileStatuses,
  libraryFileTypes,
} from '@parley/api-contract';
import type {
  DataSourceInput,
  DataSourceView,
  EndpointsType,
  LibraryFile,
  LibraryFileCounts,
  LibraryFileExtension,
  LibraryFileStatus,
} from '@parley/api-contract';
import type {
  DataSourceRow,
  DataSourceValues,
  LibraryFileWithUploader,
} from '../db/queries/knowledge';
import { badRequest, HttpError } from '../http/http-error';
import { canEmbed } from '../providers/embeddings';
import type { ModelDeployment } from '../providers';
import type { UploadedFile } from './uploaded-file';

/** Data sources as the console shows them, and the rules their forms and uploads follow. */

const noFiles = (): LibraryFileCounts =>
  Object.fromEntries(libraryFileStatuses.map((status) => [status, 0])) as LibraryFileCounts;

/** How the library is searched, and why not by meaning when it is not. */
export function searchModeOf(row: DataSourceRow, vectorSearch: boolean) {
  if (!row.embeddingDeploymentName) {
    return { fullText: true, vector: false, vectorUnavailable: null };
  }
  return vectorSearch
    ? { fullText: true, vector: true, vectorUnavailable: null }
    : {
        fullText: true,
        vector: false,
        vectorUnavailable:
          'The database has no pgvector extension: the library is searched by words only.',
      };
}

export interface DataSourceExtras {
  files: readonly { status: string; count: number }[];
  chunkCount: number;
  agents: readonly { gptSystemId: string; name: string }[];
  vectorSearch: boolean;
}

export function dataSourceView(row: DataSourceRow, extras: DataSourceExtras): DataSourceView {
  const fileCounts = noFiles();
  for (const { status, count } of extras.files) {
    if (status in fileCounts) fileCounts[status as LibraryFileStatus] = count;
  }
  return {
    dataSourceId: row.dataSourceId,
    dataSourceType: row.dataSourceType as DataSourceView['dataSourceType'],
    endpointsType: row.endpointsType as EndpointsType,
    name: row.name,
    description: row.description,
    indexSettings: {
      chunkSize: row.chunkSize,
      chunkOverlap: row.chunkOverlap,
      language: row.language as DataSourceView['indexSettings']['language'],
    },
    embeddingDeploymentName: row.embeddingDeploymentName,
    fileCounts,
    chunkCount: extras.chunkCount,
    search: searchModeOf(row, extras.vectorSearch),
    agents: extras.agents.map(({ gptSystemId, name }) => ({ gptSystemId, name })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a library: its settings and agents, not its moving counts. */
export function auditedDataSource(view: DataSourceView) {
  const moving = new Set(['fileCounts', 'chunkCount', 'search']);
  return Object.fromEntries(Object.entries(view).filter(([key]) => !moving.has(key)));
}

/**
 * The columns a form's input sets, on the endpoints type of the call's path: explicit endpoints
 * name a deployment that embeds (a stored one, not Anthropic or the offline engine), default ones
 * none. 400 with the field's message otherwise.
 */
export function checkedDataSourceInput(
  input: DataSourceInput,
  endpointsType: EndpointsType,
  embeddingDeployment: ModelDeployment | undefined,
): DataSourceValues {
  const deploymentName = input.embeddingDeploymentName?.trim() || null;
  const refuse = (message: string) =>
    new HttpError(400, message, [{ field: 'embeddingDeploymentName', message }]);
  if (endpointsType === 'Default' && deploymentName !== null) {
    throw refuse(dataSourceMessages.embeddingNotAllowed);
  }
  if (endpointsType === 'Explicit') {
    if (deploymentName === null) throw refuse(dataSourceMessages.embeddingRequired);
    if (!embeddingDeployment) throw refuse(dataSourceMessages.embeddingUnknown(deploymentName));
    if (!canEmbed(embeddingDeployment)) throw refuse(dataSourceMessages.embeddingOffline);
  }
  return {
    dataSourceType: 'FileLibrary',
    endpointsType,
    name: input.name,
    description: input.description,
    chunkSize: input.indexSettings.chunkSize,
    chunkOverlap: input.indexSettings.chunkOverlap,
    language: input.indexSettings.language,
    embeddingDeploymentName: deploymentName,
  };
}

/** Whether a change of settings makes the library's indexed files OutOfDate. */
export function changesIndex(before: DataSourceRow, after: DataSourceValues): boolean {
  return (
    before.chunkSize !== after.chunkSize ||
    before.chunkOverlap !== after.chunkOverlap ||
    before.language !== after.language ||
    before.embeddingDeploymentName !== after.embeddingDeploymentName
  );
}

export function libraryFileView(row: LibraryFileWithUploader): LibraryFile {
  return {
    fileId: row.fileId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status as LibraryFileStatus,
    statusReason: row.statusReason,
    chunkCount: row.chunkCount,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

const pdfMagic = Buffer.from('%PDF-', 'ascii');
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The type of an uploaded library file, by its name's ending, with its name checked; a PDF or
 * Word file must start as one (415 otherwise: a renamed file is refused before it is stored).
 * Whether the rest reads is for processing to find out.
 */
export function checkedLibraryUpload(file: UploadedFile): { fileName: string; mimeType: string } {
  const fileName = file.fileName.normalize('NFC');
  if (fileName.length > dataSourceLimits.fileNameMaxLength) {
    throw badRequest(dataSourceMessages.fileNameTooLong);
  }
  if (/[/\\]/.test(fileName) || /^\.+$/.test(fileName)) {
    throw badRequest(`"${fileName}" is not a file name: it may not hold "/" or "\\".`);
  }
  const extension = path.extname(fileName).toLowerCase();
  if (!(extension in libraryFileTypes)) {
    throw new HttpError(415, dataSourceMessages.unsupportedFile(fileName));
  }
  const magic = extension === '.pdf' ? pdfMagic : extension === '.docx' ? zipMagic : undefined;
  if (magic && !file.data.subarray(0, magic.length).equals(magic)) {
    throw new HttpError(
      415,
      `"${fileName}" is not ${extension === '.pdf' ? 'a PDF' : 'a Word document (.docx)'}: its content is another kind of file.`,
    );
  }
  return { fileName, mimeType: libraryFileTypes[extension as LibraryFileExtension] };
}
