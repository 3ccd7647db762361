import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The text formats a browser downloads. Source maps are left out: only developer tools fetch them,
 * and compressing them at the highest levels would double the build's time.
 */
export const compressibleExtensions = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
];

/** Each copy's suffix, as the server looks for it beside the file (`api-server/src/http`). */
const copies = [
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    suffix: '.gz',
    compress: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function isUpToDate(copy: string, sourceModifiedMs: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= sourceModifiedMs;
  } catch {
    return false;
  }
}

export interface PrecompressedFile {
  /** The file's path relative to the folder, with `/` separators. */
  file: string;
  bytes: number;
  /** The size of each copy written, by suffix; a copy no smaller than the file is not written. */
  copies: Partial<Record<'.br' | '.gz', number>>;
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file under `folder`,
 * each only when it is smaller than the file. A copy newer than its file is kept as it is, so a
 * second build into the same folder (the public chat's embed loader) compresses only its own output.
 */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(folder)).filter((file) =>
    compressibleExtensions.includes(path.extname(file)),
  );
  return Promise.all(
    files.map(async (file) => {
      const { mtimeMs } = await stat(file);
      const data = await readFile(file);
      const written: PrecompressedFile['copies'] = {};
      for (const { suffix, compress } of copies) {
        if (await isUpToDate(file + suffix, mtimeMs)) continue;
        const compressed = await compress(data);
        if (compressed.length >= data.length) continue;
        await writeFile(file + suffix, compressed);
        written[suffix as '.br' | '.gz'] = compressed.length;
      }
      return {
        file: path.relative(folder, file).split(path.sep).join('/'),
        bytes: data.length,
        copies: written,
      };
    }),
  );
}

/**
 * A Vite build plugin: once the build is written (public files included), every compressible file
 * of the output folder gets its brotli and gzip copies, so the server sends compressed bytes
 * without compressing per request. Part of the build, so turbo caches the copies with it.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'parley:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const results = await precompressFolder(outDir);
      const written = results.filter((result) => Object.keys(result.copies).length > 0);
      config.logger.info(
        `precompressed ${written.length} file(s) in ${path.relative(config.root, outDir)} (brotli, gzip)`,
      );
    },
  };
}
