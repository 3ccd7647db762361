/**
 * Files the chat fetches and hands to the browser as blobs (generated images, downloads), and the
 * messages of chat-spec section 8 when that fails: the server's status when it answered, or the
 * object-URL failure when the bytes never became a file.
 */
export const blobMessages = {
  fetchFailed: (status: number) => `Failed to fetch blob, status: ${status}`,
  objectUrlFailed: 'Error fetching object URL',
} as const;

/** A failed blob fetch, with the message a user reads. */
export class BlobFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlobFetchError';
  }
}

/**
 * The message for a failure while getting a blob: an HTTP status (a `Response`'s or an RTK Query
 * error's numeric `status`) names it; anything else (no connection, bytes no file can be made of)
 * is the object-URL failure.
 */
export function blobFailureMessage(error: unknown): string {
  if (error instanceof BlobFetchError) return error.message;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number'
    ? blobMessages.fetchFailed(status)
    : blobMessages.objectUrlFailed;
}

/** Fetches `url` and returns an object URL for its bytes; the caller revokes it. */
export async function fetchObjectUrl(url: string, init?: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new BlobFetchError(blobMessages.objectUrlFailed);
  }
  if (!response.ok) throw new BlobFetchError(blobMessages.fetchFailed(response.status));
  try {
    return URL.createObjectURL(await response.blob());
  } catch {
    throw new BlobFetchError(blobMessages.objectUrlFailed);
  }
}

/** Saves base64 `data` of MIME type `type` as a file named `fileName`, through an object URL. */
export function saveBase64File(data: string, type: string, fileName: string): void {
  let url: string;
  try {
    const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
    url = URL.createObjectURL(new Blob([bytes], { type }));
  } catch {
    throw new BlobFetchError(blobMessages.objectUrlFailed);
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoking at once can cancel the download in some browsers: give it a moment to start.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
