/** The upload mutation's error, as RTK Query and api-client's base query report it. */
interface UploadFailure {
  status?: number | string;
  data?: unknown;
  error?: string;
}

/** The message of the server's error body (or its text), when it sent one. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data.trim();
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return undefined;
}

/**
 * Why the upload of `fileName` failed, in the server's words when it gave some (it answers 400,
 * 413 and 415 with a message naming the file and the rule), else in ours.
 */
export function uploadErrorMessage(fileName: string, error: unknown): string {
  const failure = (error ?? {}) as UploadFailure;
  const reason =
    serverMessage(failure.data) ??
    (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR'
      ? 'the server could not be reached.'
      : typeof failure.status === 'number'
        ? `the server refused it (HTTP ${failure.status}).`
        : (failure.error ?? 'the upload failed.'));
  return reason.includes(fileName) ? reason : `${fileName} was not uploaded: ${reason}`;
}
