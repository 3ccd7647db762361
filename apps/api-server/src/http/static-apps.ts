import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@parley/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The three single-page apps on one origin (ARCHITECTURE section 8), most specific prefix first. */
const spas = [
  { prefix: '/admin/', folder: 'admin' },
  { prefix: '/public-chat/', folder: 'public-chat' },
  { prefix: '/', folder: 'chat' },
] as const;

type SpaFolder = (typeof spas)[number]['folder'];

/** Only the server's own pages may frame a page that does not say otherwise. */
const sameOriginFrames = "frame-ancestors 'self'";

/**
 * The embed loader keeps one name across releases (third-party pages link it), so it is cached
 * briefly rather than for good.
 */
const embedLoaderCache = 'public, max-age=300';

/**
 * Hashed build assets never change under one name; everything else is revalidated. An HTML file
 * asked for by its name gets the same-origin framing policy as the pages.
 */
function staticFileHeaders(embedLoader: string) {
  return (response: { setHeader(name: string, value: string): void }, file: string) => {
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const cache =
      file === embedLoader
        ? embedLoaderCache
        : immutable
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
    response.setHeader('cache-control', cache);
    response.setHeader('x-content-type-options', 'nosniff');
    if (file.endsWith('.html')) response.setHeader('content-security-policy', sameOriginFrames);
  };
}

/** Extra headers for an app's pages, by the page's path (the public chat's framing policy). */
export type PageHeaders = (pagePath: string) => Promise<Record<string, string>>;

async function sendIndex(
  reply: FastifyReply,
  root: string,
  pagePath: string,
  pageHeaders: PageHeaders | undefined,
) {
  const headers = pageHeaders
    ? await pageHeaders(pagePath)
    : { 'content-security-policy': sameOriginFrames };
  return reply.header('cache-control', 'no-cache').headers(headers).sendFile('index.html', root);
}

/**
 * Serves each built app under its prefix with an SPA fallback: an unknown path under a prefix gets
 * that app's `index.html`, so client-side routes survive a reload. Unknown API paths stay 404 JSON.
 * Pages may be framed only by the server's own pages, unless `pageHeaders` says otherwise for an
 * app (the public chat allows its endpoint's origins).
 */
export async function staticApps(
  app: FastifyInstance,
  appsDir: string,
  pageHeaders: Partial<Record<SpaFolder, PageHeaders>> = {},
): Promise<void> {
  const roots = spas.map((spa) => ({ ...spa, root: path.join(appsDir, spa.folder, 'dist') }));
  const embedLoader = path.join(appsDir, 'public-chat', 'dist', 'embed.js');
  const served = roots.filter((spa) => existsSync(path.join(spa.root, 'index.html')));
  for (const missing of roots.filter((spa) => !served.includes(spa))) {
    app.log.warn(
      `The ${missing.folder} app is not built (${missing.root}); ${missing.prefix} answers 404.`,
    );
  }

  served.forEach((spa, index) => {
    app.register(fastifyStatic, {
      root: spa.root,
      prefix: spa.prefix,
      decorateReply: index === 0,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: staticFileHeaders(embedLoader),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const spa = served.find(({ prefix }) => url === prefix.slice(0, -1) || url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    if (spa && wantsPage && !isApi && !path.extname(url)) {
      return sendIndex(reply, spa.root, url, pageHeaders[spa.folder]);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${url}.`,
    });
  });
}
