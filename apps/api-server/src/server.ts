import fastifySwagger from '@fastify/swagger';
import {
  API_PREFIX,
  APP_VERSION,
  limits,
  paths,
  SETTINGS_VERSION_HEADER,
} from '@parley/api-contract';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from 'zod/locales';
import type { AppContext, AppServices, ServerStatus } from './app-context';
import type { ServerConfig, TrustProxy } from './config';
import { lockDataDir } from './db/data-dir-lock';
import type { DataDirLock } from './db/data-dir-lock';
import type { DatabaseHandle } from './db/database';
import { findSettingsVersion } from './db/queries/instance-settings';
import { isApiPath } from './http/api-path';
import { settingsVersionCache } from './http/settings-version';
import { installAuthorization } from './http/authorization';
import { errorBody, installErrorHandler } from './http/error-handler';
import { serializeError } from './http/error-log';
import { installInputTextRule } from './http/input-text';
import { installSecurityHeaders, setSecurityHeaders } from './http/security-headers';
import { staticApps } from './http/static-apps';
import { mountIdentityProvider } from './identity/mount-identity-provider';
import { signInPageSources } from './identity/sign-in-origins';
import { healthRoutes } from './routes/health/health-routes';
import { apiRoutes } from './routes';
import { openApiRoutes } from './routes/openapi/openapi-routes';
import { publicChatPageSources } from './routes/public-conversations/public-chat-pages';
import { startServices } from './startup';
import type { StartReport } from './startup';

export interface BuildServerOptions {
  /** TLS key and certificate; without them the server speaks plain http (tests use `inject`). */
  https?: { key: string; cert: string };
  logger?: FastifyServerOptions['logger'];
  /** An open database to use instead of the configured one (tests); the server leaves it open. */
  database?: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles when the database is ready (status `ok`) with what the start output should say, or
     * rejects when start-up failed.
     */
    parleyReady: Promise<StartReport>;
    /**
     * Starts a graceful shutdown: readiness answers 503 `draining` (a load balancer sends new work
     * elsewhere) while answers in flight go on; resolves once they have all finished, or after
     * `graceMs` (true when they finished). `close()` then stops what is left, stored Interrupted.
     */
    parleyDrain(graceMs: number): Promise<boolean>;
  }
}

/** Every error the log receives loses the values a failed query carried (`http/error-log.ts`). */
function withErrorSerializer(
  logger: NonNullable<FastifyServerOptions['logger']>,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}

/** Seconds a client waits before retrying while the server initializes. */
const initializingRetryAfterSeconds = 2;

/**
 * Fastify takes a number of hops for `trustProxy` at run time, but its types do not: the same
 * rule as a function (trust the nearest `hops` addresses of X-Forwarded-For).
 */
function trustProxyOption(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** Plain http (tests), https, or HTTP/2 over TLS with HTTP/1.1 for clients that ask for it. */
function transportOptions(tls: BuildServerOptions['https'], http2: boolean) {
  if (!tls) return {};
  return http2 ? { http2: true, https: { ...tls, allowHTTP1: true } } : { https: tls };
}

/**
 * A path Fastify cannot decode is refused before any hook runs: it gets the same headers and the
 * contract's error body, like every other refusal.
 */
function answerFrameworkError(https: boolean) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply, https);
    void reply.code(400).send(errorBody(400, error.message));
  };
}

/**
 * Builds the whole server without listening, so tests can drive it with `inject`. It answers at
 * once: the database is prepared in the background (see `parleyReady`) while health reports
 * `initializing` and other API calls answer 503 with Retry-After.
 */
export async function buildServer(
  config: ServerConfig,
  options: BuildServerOptions = {},
): Promise<FastifyInstance> {
  const usesDataDirDatabase = !options.database && !config.databaseUrl;
  // Refuse to start before anything else: the embedded database allows one process per directory.
  const lock = usesDataDirDatabase ? lockDataDir(config.dataDir) : undefined;
  try {
    return await assembleServer(config, options, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function assembleServer(
  config: ServerConfig,
  options: BuildServerOptions,
  lock: DataDirLock | undefined,
): Promise<FastifyInstance> {
  const https = Boolean(options.https);
  const app = Fastify({
    logger: withErrorSerializer(options.logger ?? false),
    bodyLimit: limits.jsonBodyMaxBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify types its HTTP/2 and HTTP/1.1 options as separate overloads; the instance is the same
    // to everything below (hijacked streams write through the compatibility response).
    ...(transportOptions(options.https, config.http2) as object),
    frameworkErrors: answerFrameworkError(https),
  }) as unknown as FastifyInstance;
  // Every write leaves at once (issue 19): a streamed answer is many small writes, and with Nagle's
  // algorithm a write waits for the client's ACK of the one before, which a client delays up to
  // 40 ms. Node's http and https servers turn Nagle off by default; its HTTP/2 server, and the
  // HTTP/1.1 connections it accepts, do not.
  app.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  // The contract's schemas are zod/mini, which loads no locale: a rule without a message of its own
  // must still name the rule it broke, not answer "Invalid input", whichever zod modules load first.
  z.config(en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installSecurityHeaders(app, { https });

  let status: ServerStatus = 'initializing';
  let draining = false;
  let services: AppServices | undefined;
  let closeServices: (() => Promise<void>) | undefined;
  const context: AppContext = {
    get status() {
      return status;
    },
    get draining() {
      return draining;
    },
    get services() {
      if (!services) throw new Error('The server is not ready yet.');
      return services;
    },
  };

  app.addHook('onRequest', async (request, reply) => {
    if (status === 'ok') return;
    const url = request.url.split('?')[0] ?? '';
    const gated = isApiPath(url) || url.startsWith('/idp/');
    const probes: string[] = [paths.health(), paths.liveness(), paths.readiness()];
    if (!gated || probes.includes(url)) return;
    const message =
      status === 'initializing'
        ? 'Parley is initializing; retry in a few seconds.'
        : 'Parley failed to start; see the server log.';
    return reply
      .code(503)
      .header('retry-after', String(initializingRetryAfterSeconds))
      .send(errorBody(503, message));
  });

  const settingsVersion = settingsVersionCache(() => findSettingsVersion(context.services.db));
  app.addHook('onSend', async (request, reply) => {
    if (status === 'ok' && isApiPath(request.url)) {
      for (const [name, value] of Object.entries(context.services.sessionTokenHeaders())) {
        reply.header(name, value);
      }
      // A client holding older cached settings or features refetches them (issue 17). Only the
      // console's changes raise the version, so the answer to one reads it fresh (its transaction
      // has committed by now); every other answer takes it from `settingsVersionCache`, at most
      // a second old. An answer the database cannot give its version to goes without it.
      const changed =
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        request.url.startsWith(`${API_PREFIX}/admin/`);
      const version = await (changed ? settingsVersion.fresh() : settingsVersion.current()).catch(
        () => undefined,
      );
      if (version !== undefined) reply.header(SETTINGS_VERSION_HEADER, String(version));
    }
  });

  installErrorHandler(app);
  installAuthorization(app, context);
  installInputTextRule(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Parley API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, { context });
  await app.register(openApiRoutes);
  const embeddedIdp =
    config.embeddedIdp === 'off' ? undefined : await mountIdentityProvider(app, config, context);
  await app.register(apiRoutes, { context, embeddedIdp });
  const signInPages = signInPageSources(config.identityProviders, context);
  await staticApps(app, config.appsDir, {
    chat: signInPages,
    admin: signInPages,
    'public-chat': publicChatPageSources(context),
  });

  app.decorate(
    'parleyReady',
    startServices(config, app.log, options.database).then(
      (started) => {
        services = started.services;
        closeServices = started.close;
        status = 'ok';
        return started.report;
      },
      (error: unknown) => {
        status = 'failed';
        throw error;
      },
    ),
  );
  // Callers await parleyReady; this keeps an unobserved failure from crashing the process twice.
  app.parleyReady.catch(() => undefined);
  app.decorate('parleyDrain', async (graceMs: number) => {
    draining = true;
    return status === 'ok' ? context.services.jobs.settled(graceMs) : true;
  });

  // Before the server stops listening: open answer streams hold their connections, so they are
  // stopped (and stored as Interrupted) first, or closing would wait for them forever.
  app.addHook('preClose', async () => {
    if (status === 'ok') await context.services.jobs.stopAll();
  });
  app.addHook('onClose', async () => {
    await app.parleyReady.catch(() => undefined);
    await closeServices?.();
    lock?.release();
  });
  return app;
}
