import { dataSourceLimits, dataSourceMessages, libraryFileExtensions } from '@parley/api-contract';

/** The file input's `accept`: the name endings a library reads. */
export const libraryFileAccept = libraryFileExtensions.join(',');

/**
 * Why files chosen or dropped may not be uploaded, in the server's words (admin-spec section 9's
 * limits as the contract sets them), so nothing doomed is sent; empty when they may.
 */
export function uploadProblems(files: readonly File[]): string[] {
  if (files.length === 0) return [dataSourceMessages.noFiles];
  if (files.length > dataSourceLimits.filesPerUpload) return [dataSourceMessages.tooManyFiles];
  const problems: string[] = [];
  for (const file of files) {
    const name = file.name.toLowerCase();
    if (!libraryFileExtensions.some((extension) => name.endsWith(extension))) {
      problems.push(dataSourceMessages.unsupportedFile(file.name));
    } else if (file.size > dataSourceLimits.fileMaxBytes) {
      problems.push(dataSourceMessages.fileTooLarge(file.name));
    } else if (file.name.length > dataSourceLimits.fileNameMaxLength) {
      problems.push(dataSourceMessages.fileNameTooLong);
    }
  }
  return problems;
}

/** A size in words: "840 B", "12.5 KB", "3.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
