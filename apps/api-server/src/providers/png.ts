import { crc32, deflateSync } from 'node:zlib';

/** An RGBA image: `pixels` holds 4 bytes per pixel, row by row from the top left. */
interface RgbaImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(Buffer.from(type, 'latin1'), 4);
  bytes.set(data, 8);
  // The checksum covers the chunk type and its data, not the length.
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/** Encodes an RGBA image as a PNG file (8 bits per channel, no interlacing). */
export function encodePng({ width, height, pixels }: RgbaImage): Uint8Array {
  if (pixels.length !== width * height * 4) {
    throw new Error(`pixels must hold ${width * height * 4} bytes for ${width}x${height} RGBA.`);
  }
  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, width);
  headerView.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace

  // Each scanline starts with its filter type; 0 (none) keeps the encoder trivial.
  const rowLength = width * 4;
  const scanlines = new Uint8Array(height * (rowLength + 1));
  for (let row = 0; row < height; row += 1) {
    scanlines.set(
      pixels.subarray(row * rowLength, (row + 1) * rowLength),
      row * (rowLength + 1) + 1,
    );
  }

  const parts = [
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const file = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}
