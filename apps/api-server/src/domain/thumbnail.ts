import { limits } from '@parley/api-contract';
import sharp from 'sharp';
import { badRequest, HttpError } from '../http/http-error';

export interface Thumbnail {
  data: Buffer;
  mimeType: 'image/webp';
  extension: 'webp';
}

function megapixels(pixels: number): string {
  return `${Math.round(pixels / 100_000) / 10} megapixels`;
}

/**
 * A small preview of an accepted image: at most `limits.visionThumbnailMaxSide` pixels on its
 * longest side, turned upright by its EXIF orientation, first frame only, as WebP (small, and
 * shown by every browser the product supports). Images that cannot be decoded, or whose area
 * passes `limits.visionImageMaxPixels`, are refused before any pixel is decoded.
 */
export async function makeThumbnail(fileName: string, data: Buffer): Promise<Thumbnail> {
  let width: number;
  let height: number;
  try {
    // The header alone: sharp's own pixel limit would refuse a large image without saying its size.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(
      `"${fileName}" could not be read as an image: the file is damaged or incomplete.`,
    );
  }
  if (width * height > limits.visionImageMaxPixels) {
    throw new HttpError(
      413,
      `"${fileName}" is ${width} × ${height} pixels (${megapixels(width * height)}); images may have at most ${megapixels(limits.visionImageMaxPixels)}.`,
    );
  }
  const side = limits.visionThumbnailMaxSide;
  try {
    const thumbnail = await sharp(data, {
      limitInputPixels: limits.visionImageMaxPixels,
      animated: false,
    })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { data: thumbnail, mimeType: 'image/webp', extension: 'webp' };
  } catch {
    throw badRequest(
      `"${fileName}" could not be read as an image: the file is damaged or incomplete.`,
    );
  }
}
