import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoChart } from './demo-chart';
import { encodePng } from './png';

/** The chunks of a PNG file: type, data, and whether the stored checksum matches. */
function readChunks(file: Uint8Array) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks: { type: string; data: Uint8Array; checksumOk: boolean }[] = [];
  for (let offset = 8; offset < file.length;) {
    const length = view.getUint32(offset);
    const type = Buffer.from(file.subarray(offset + 4, offset + 8)).toString('latin1');
    const data = file.subarray(offset + 8, offset + 8 + length);
    const checksumOk =
      view.getUint32(offset + 8 + length) === crc32(file.subarray(offset + 4, offset + 8 + length));
    chunks.push({ type, data, checksumOk });
    offset += 12 + length;
  }
  return chunks;
}

describe('encodePng', () => {
  const pixels = Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0]);
  const file = encodePng({ width: 2, height: 2, pixels });

  it('writes the PNG signature and IHDR, IDAT and IEND chunks with valid checksums', () => {
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(file);
    expect(chunks.map(({ type }) => type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every(({ checksumOk }) => checksumOk)).toBe(true);
  });

  it('stores the size and 8-bit RGBA in the header', () => {
    const header = readChunks(file)[0]?.data ?? new Uint8Array();
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    expect([view.getUint32(0), view.getUint32(4), header[8], header[9]]).toEqual([2, 2, 8, 6]);
  });

  it('stores every pixel row behind a "none" filter byte', () => {
    const rows = inflateSync(readChunks(file)[1]?.data ?? new Uint8Array());
    expect([...rows]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(
      'pixels must hold 16 bytes for 2x2 RGBA.',
    );
  });
});

describe('demoChart', () => {
  it('is the same 320x200 PNG every time, in a fresh copy', () => {
    const first = demoChart();
    const second = demoChart();
    expect(second.data).toEqual(first.data);
    expect(second.data).not.toBe(first.data);
    const header = readChunks(first.data)[0]?.data ?? new Uint8Array();
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    expect([view.getUint32(0), view.getUint32(4)]).toEqual([320, 200]);
  });
});
