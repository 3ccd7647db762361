import { crc32, deflateSync } from 'node:zlib';
import { limits } from '@parley/api-contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './thumbnail';

async function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return chunk;
}

/** A tiny PNG file whose header announces a huge size: what a decompression bomb looks like. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('makeThumbnail', () => {
  it(`fits the image in ${limits.visionThumbnailMaxSide} px on its longest side, as WebP`, async () => {
    const thumbnail = await makeThumbnail('wide.png', await solidPng(1_000, 400));
    expect(thumbnail.mimeType).toBe('image/webp');
    const { width, height, format } = await sharp(thumbnail.data).metadata();
    expect({ width, height, format }).toEqual({ width: 256, height: 102, format: 'webp' });
  });

  it('never enlarges a small image', async () => {
    const thumbnail = await makeThumbnail('icon.png', await solidPng(40, 30));
    const { width, height } = await sharp(thumbnail.data).metadata();
    expect({ width, height }).toEqual({ width: 40, height: 30 });
  });

  it('refuses a damaged image with 400, naming the file', async () => {
    const damaged = (await solidPng(100, 100)).subarray(0, 60);
    await expect(makeThumbnail('cut.png', damaged)).rejects.toMatchObject({
      statusCode: 400,
      message: '"cut.png" could not be read as an image: the file is damaged or incomplete.',
    });
  });

  it(`refuses an image over ${limits.visionImageMaxPixels} pixels with 413 before decoding it`, async () => {
    await expect(makeThumbnail('bomb.png', pngClaiming(10_000, 5_000))).rejects.toMatchObject({
      statusCode: 413,
      message:
        '"bomb.png" is 10000 × 5000 pixels (50 megapixels); images may have at most 40 megapixels.',
    });
  });
});
