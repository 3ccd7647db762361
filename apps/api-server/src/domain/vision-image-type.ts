import type { visionImageMimeTypes } from '@parley/api-contract';

export type VisionImageMimeType = (typeof visionImageMimeTypes)[number];

interface ImageSignature {
  mimeType: VisionImageMimeType;
  extension: string;
  matches(bytes: Uint8Array): boolean;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** The first bytes of each accepted format (a declared MIME type or file name proves nothing). */
const signatures: readonly ImageSignature[] = [
  {
    mimeType: 'image/png',
    extension: 'png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mimeType: 'image/jpeg',
    extension: 'jpg',
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    mimeType: 'image/gif',
    extension: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

/** The accepted image format the bytes are in, by their magic number; undefined for any other. */
export function sniffVisionImageType(
  bytes: Uint8Array,
): { mimeType: VisionImageMimeType; extension: string } | undefined {
  const signature = signatures.find((candidate) => candidate.matches(bytes));
  return signature && { mimeType: signature.mimeType, extension: signature.extension };
}
