import { createHash } from 'node:crypto';
import { layout, limits } from '@parley/api-contract';
import type { agentAvatarMimeTypes } from '@parley/api-contract';
import { badRequest } from '../http/http-error';
import { describeBytes } from './uploaded-file';
import type { UploadedFile } from './uploaded-file';
import { sniffVisionImageType } from './vision-image-type';

export type AgentAvatarMimeType = (typeof agentAvatarMimeTypes)[number];

/** The words of the avatar refusals, for the routes and their tests. */
export const agentAvatarMessages = {
  notAnImage: (fileName: string, maxBytes: number = limits.agentAvatarMaxBytes) =>
    `"${fileName}" is not a PNG, JPEG, WebP or SVG image (its content was checked, not its name). Upload one of those, at most ${describeBytes(maxBytes)}.`,
} as const;

/**
 * An SVG document: text whose first element, after an optional byte-order mark, XML declaration,
 * comments and doctype, is `<svg`. Anything else that merely ends in `.svg` is not one.
 */
function isSvg(data: Uint8Array): boolean {
  const text = Buffer.from(data.subarray(0, 4_096)).toString('utf8');
  if (text.includes('\u0000')) return false;
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>]/.test(rest);
}

/** The image type the bytes are, or undefined: PNG, JPEG and WebP by signature (no GIF), SVG by its root. */
export function sniffAvatarType(data: Uint8Array): AgentAvatarMimeType | undefined {
  const raster = sniffVisionImageType(data)?.mimeType;
  if (raster) return raster === 'image/gif' ? undefined : raster;
  return isSvg(data) ? 'image/svg+xml' : undefined;
}

/**
 * Refuses an upload that is not one of the image types avatars and brand images may be (by
 * content), naming the file and the limit of its kind.
 */
export function checkedImage(
  file: UploadedFile,
  maxBytes: number = limits.agentAvatarMaxBytes,
): { data: Buffer; mimeType: AgentAvatarMimeType } {
  const mimeType = sniffAvatarType(file.data);
  if (!mimeType) throw badRequest(agentAvatarMessages.notAnImage(file.fileName, maxBytes));
  return { data: file.data, mimeType };
}

/** An agent's avatar or a draft's icon (see `checkedImage`). */
export const checkedAvatar = (file: UploadedFile) => checkedImage(file);

/**
 * Avatar versions: the `?v=` of the image's address. Removing an avatar keeps its last version
 * negated, so the next upload's version is later than any address ever handed out and a browser
 * never shows a cached removed image under it.
 */
export function nextAvatarVersion(stored: number | null): number {
  return Math.abs(stored ?? 0) + 1;
}

/** The stored version after a removal (see `nextAvatarVersion`). */
export function removedAvatarVersion(stored: number | null): number | null {
  return stored === null ? null : -Math.abs(stored);
}

/** The version clients see: null when there is no image (never uploaded, or removed). */
export function shownAvatarVersion(stored: number | null): number | null {
  return stored !== null && stored > 0 ? stored : null;
}

/** Blob keys: the agent's avatar and a draft's icon; one file each, replaced by an upload. */
export const avatarBlobKeys = {
  agent: (gptSystemId: string) => `agent-avatars/${gptSystemId}/avatar`,
  configState: (configStateId: string) => `config-state-avatars/${configStateId}/avatar`,
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The default avatar: a 5 by 5 mirrored pattern in one colour, drawn from the SHA-256 of the id,
 * so the same agent always gets the same picture and no network is needed.
 */
export function identiconSvg(seed: string, size: number = layout.avatarSeedSize): string {
  const hash = createHash('sha256').update(seed).digest();
  const hue = Math.round((hash.readUInt16BE(0) / 0xffff) * 360);
  const colour = `hsl(${hue} 55% 50%)`;
  const cell = size / 6;
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      if (((hash[2 + row * 3 + column] ?? 0) & 1) === 0) continue;
      for (const x of new Set([column, 4 - column])) {
        cells.push(
          `<rect x="${cell / 2 + x * cell}" y="${cell / 2 + row * cell}" width="${cell}" height="${cell}"/>`,
        );
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(`Identicon ${seed}`)}">`,
    `<rect width="${size}" height="${size}" fill="#f2f2f2"/>`,
    `<g fill="${colour}">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}

/**
 * Headers of a served avatar: cached for a year (the `?v=` in the address changes with the
 * image); an SVG opened on its own can run nothing (sandboxed, no scripts, not sniffed as HTML).
 */
export const avatarHeaders = (mimeType: string): Record<string, string> => ({
  'content-type': mimeType,
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
});
