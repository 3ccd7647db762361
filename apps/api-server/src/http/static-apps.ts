import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from '@parley/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseContentCoding, precompressedCodings } from './content-coding';
import { pagePolicy, sameOriginFrames } from './security-headers';
import type { PageSources } from './security-headers';

/** The three single-page apps on one origin (ARCHITECTURE section 8), most specific prefix first. */
const spas = [
  { prefix: '/admin/', folder: 'admin' },
  { prefix: '/public-chat/', folder: 'public-chat' },
  { prefix: '/', folder: 'chat' },
] as const;

type SpaFolder = (typeof spas)[number]['folder'];

/** What an app's pages may load and who may frame them, by the page's path. */
export type PageSourcesFor = (pagePath: string) => Promise<Partial<PageSources>>;

const immutable = 'public, max-age=31536000, immutable';
/**
 * The embed loader keeps one name across releases (third-party pages link it), so it is cached
 * briefly rather than for good.
 */
const embedLoaderCache = 'public, max-age=300';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

const compressedSuffixes = new Set<string>(precompressedCodings.map(({ suffix }) => suffix));

/** Every file of a build, as `[url path, file]`; compressed copies are not files of their own. */
async function builtFiles(root: string, prefix: string): Promise<[string, string][]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !compressedSuffixes.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(root, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .map((file) => [prefix + path.relative(root, file).split(path.sep).join('/'), file]);
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0] ?? '/';
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `No route for ${request.method} ${url}.`,
  });
}

async function sizeIfFile(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const found = await stat(file);
    return found.isFile() ? found : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a built file, or the copy the build compressed it into that the client accepts best
 * (`content-coding.ts`), with its length, type and an ETag per variant; `Vary: Accept-Encoding`
 * whenever the file has a copy, so that caches keep the variants apart. Read at request time, so
 * a rebuild while the server runs serves the new bytes.
 */
async function sendBuiltFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
) {
  const [original, ...copies] = await Promise.all([
    sizeIfFile(file),
    ...precompressedCodings.map(({ suffix }) => sizeIfFile(file + suffix)),
  ]);
  if (!original) return notFound(request, reply);
  const available = precompressedCodings
    .filter((_, index) => copies[index])
    .map(({ coding }) => coding);
  const coding = chooseContentCoding(request.headers['accept-encoding'], available);
  const index = precompressedCodings.findIndex((candidate) => candidate.coding === coding);
  const variant = copies[index] ?? original;
  const etag = `W/"${variant.size.toString(16)}-${Math.trunc(variant.mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;

  reply.header('cache-control', cacheControl).header('etag', etag);
  if (available.length > 0) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    return reply.code(304).send();
  }
  reply
    .type(contentTypes[path.extname(file)] ?? 'application/octet-stream')
    .header('content-length', variant.size);
  if (coding) reply.header('content-encoding', coding);
  const bytes = coding ? `${file}${precompressedCodings[index]?.suffix}` : file;
  return reply.send(request.method === 'HEAD' ? undefined : createReadStream(bytes));
}

/**
 * Serves each built app under its prefix with an SPA fallback: an unknown path under a prefix gets
 * that app's `index.html`, so client-side routes survive a reload. Unknown API paths stay 404 JSON.
 * Files go out compressed when the client accepts it (the build wrote the copies); hashed assets
 * are cached for good, pages revalidated. Pages carry the Content-Security-Policy of
 * `pagePolicy`: framed only by the server's own pages, talking only to the origin, unless
 * `pageSources` says otherwise for an app (the public chat's endpoint origins, the sign-in
 * provider of the signed-in apps).
 */
export async function staticApps(
  app: FastifyInstance,
  appsDir: string,
  pageSources: Partial<Record<SpaFolder, PageSourcesFor>> = {},
): Promise<void> {
  const roots = spas.map((spa) => ({ ...spa, root: path.join(appsDir, spa.folder, 'dist') }));
  const embedLoader = path.join(appsDir, 'public-chat', 'dist', 'embed.js');
  const served = roots.filter((spa) => existsSync(path.join(spa.root, 'index.html')));
  for (const missing of roots.filter((spa) => !served.includes(spa))) {
    app.log.warn(
      `The ${missing.folder} app is not built (${missing.root}); ${missing.prefix} answers 404.`,
    );
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    spa: (typeof served)[number],
    page: string,
  ) {
    const sources = (await pageSources[spa.folder]?.(request.url.split('?')[0] ?? '/')) ?? {};
    reply.header(
      'content-security-policy',
      pagePolicy({ frameAncestors: sameOriginFrames, signInOrigins: [], ...sources }),
    );
    return sendBuiltFile(request, reply, page, 'no-cache');
  }

  for (const spa of served) {
    for (const [urlPath, file] of await builtFiles(spa.root, spa.prefix)) {
      const cacheControl =
        file === embedLoader
          ? embedLoaderCache
          : file.includes(`${path.sep}assets${path.sep}`)
            ? immutable
            : 'no-cache';
      // HEAD declared with GET: Fastify's own HEAD route would replace the length with 0.
      app.route({
        method: ['GET', 'HEAD'],
        url: urlPath,
        handler: (request, reply) =>
          file.endsWith('.html')
            ? sendPage(request, reply, spa, file)
            : sendBuiltFile(request, reply, file, cacheControl),
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const spa = served.find(({ prefix }) => url === prefix.slice(0, -1) || url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    if (spa && wantsPage && !isApi && !path.extname(url)) {
      return sendPage(request, reply, spa, path.join(spa.root, 'index.html'));
    }
    return notFound(request, reply);
  });
}
