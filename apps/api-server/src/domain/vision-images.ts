import { randomUUID } from 'node:crypto';
import type { VisionImageReference } from '@parley/api-contract';
import type { BlobStore, OpenedBlob } from '../blobs/blob-store';
import type { Database } from '../db/database';
import { findOwnedVisionImages, insertVisionImage } from '../db/queries/uploads';
import type { UploadOwner, VisionImageRow } from '../db/queries/uploads';
import { HttpError } from '../http/http-error';
import { makeThumbnail } from './thumbnail';
import type { UploadedFile } from './uploaded-file';
import { sniffVisionImageType } from './vision-image-type';

export type { VisionImageRow };

export function visionImageReference(row: VisionImageRow): VisionImageReference {
  return {
    visionImageId: row.visionImageId,
    blobFileName: row.blobFileName,
    thumbnailBlobFileName: row.thumbnailBlobFileName,
    mimeType: row.mimeType,
  };
}

const blobKey = (visionImageId: string, blobFileName: string) =>
  `vision-images/${visionImageId}/${blobFileName}`;

/**
 * Checks that the file is a PNG, JPEG, GIF or WebP image by its bytes, makes its thumbnail, and
 * stores both for the owner. Nothing is stored when any check fails. The original is kept as it
 * came (a model reads it at full quality); only the thumbnail is re-encoded.
 */
export async function storeVisionImage(
  db: Database,
  blobs: BlobStore,
  owner: UploadOwner,
  file: UploadedFile,
): Promise<VisionImageRow> {
  const type = sniffVisionImageType(file.data);
  if (!type) {
    throw new HttpError(
      415,
      `"${file.fileName}" is not a PNG, JPEG, GIF or WebP image (its content says otherwise, whatever its name or declared type).`,
    );
  }
  const thumbnail = await makeThumbnail(file.fileName, file.data);
  const visionImageId = randomUUID();
  const blobFileName = `image.${type.extension}`;
  const thumbnailBlobFileName = `thumbnail.${thumbnail.extension}`;
  // The files first: a row never names a blob that is not there.
  await blobs.put(blobKey(visionImageId, blobFileName), file.data);
  await blobs.put(blobKey(visionImageId, thumbnailBlobFileName), thumbnail.data);
  return insertVisionImage(db, owner, {
    visionImageId,
    originalFileName: file.fileName,
    mimeType: type.mimeType,
    sizeBytes: file.data.length,
    blobFileName,
    thumbnailBlobFileName,
    thumbnailMimeType: thumbnail.mimeType,
  });
}

/** One of the image's two files (the image or its thumbnail), opened, with its type, if the owner's. */
export async function openOwnedVisionImageFile(
  db: Database,
  blobs: BlobStore,
  owner: UploadOwner,
  visionImageId: string,
  blobFileName: string,
): Promise<{ file: OpenedBlob; mimeType: string } | undefined> {
  const [row] = await findOwnedVisionImages(db, owner, [visionImageId]);
  const mimeType =
    row?.blobFileName === blobFileName
      ? row.mimeType
      : row?.thumbnailBlobFileName === blobFileName
        ? row.thumbnailMimeType
        : undefined;
  if (!row || !mimeType) return undefined;
  const file = await blobs.open(blobKey(row.visionImageId, blobFileName));
  return file && { file, mimeType };
}

/** The full image of a stored row, for a model to read. */
export async function readVisionImage(blobs: BlobStore, row: VisionImageRow) {
  const data = await blobs.get(blobKey(row.visionImageId, row.blobFileName));
  if (!data) throw new Error(`The file of vision image ${row.visionImageId} is missing.`);
  return data;
}
