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

/** Hashed build assets never change under one name; everything else is revalidated. */
function setCacheHeaders(response: { setHeader(name: string, value: string): void }, file: string) {
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  response.setHeader(
    'cache-control',
    immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function sendIndex(reply: FastifyReply, root: string) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
}

/**
 * Serves each built app under its prefix with an SPA fallback: an unknown path under a prefix gets
 * that app's `index.html`, so client-side routes survive a reload. Unknown API paths stay 404 JSON.
 */
export async function staticApps(app: FastifyInstance, appsDir: string): Promise<void> {
  const roots = spas.map((spa) => ({ ...spa, root: path.join(appsDir, spa.folder, 'dist') }));
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
      setHeaders: setCacheHeaders,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const spa = served.find(({ prefix }) => url === prefix.slice(0, -1) || url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    if (spa && wantsPage && !isApi && !path.extname(url)) {
      return sendIndex(reply, spa.root);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${url}.`,
    });
  });
}
