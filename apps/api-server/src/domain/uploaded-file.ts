/** The one file of an upload form, read into memory (uploads are limited to a few MB). */
export interface UploadedFile {
  fileName: string;
  /** The type the client declared; servers check the bytes instead of trusting it. */
  declaredMimeType: string;
  data: Buffer;
}

export interface UploadForm {
  file: UploadedFile;
  /** The text fields, by name (the last value when a field repeats). */
  fields: Record<string, string>;
}

/** 10485760 -> "10 MB": limits are whole mebibytes, and users read them as megabytes. */
export function describeBytes(bytes: number): string {
  const megabytes = bytes / 1_048_576;
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${bytes} bytes`;
}
