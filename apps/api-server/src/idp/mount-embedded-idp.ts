import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider from 'oidc-provider';
import type { EmbeddedIdp, EmbeddedIdpOptions } from './embedded-idp-types';
import { createDatabaseAdapter } from './database-adapter';
import { interactionRoutes } from './interaction-routes';
import { PAGE_SECURITY_HEADERS } from './page-headers';
import { createProviderConfiguration } from './provider-configuration';
import { createSignInAttempts } from './sign-in-attempts';

function mountPathOf(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`issuer must be an absolute URL, got "${issuer}".`);
  }
  // MSAL refuses any other authority (authority_uri_insecure).
  if (url.protocol !== 'https:') throw new Error(`issuer must be an https URL, got "${issuer}".`);
  const mountPath = url.pathname.replace(/\/+$/, '');
  if (mountPath === '' || url.search !== '' || url.hash !== '') {
    throw new Error(
      `issuer must have a path and nothing after it (e.g. https://host/idp), got "${issuer}".`,
    );
  }
  return mountPath;
}

/**
 * Mounts the embedded OpenID Connect provider (oidc-provider, a Koa app) on the Fastify app at the
 * issuer's path, plus its sign-in page. Everything under the mount path that is not the sign-in
 * page goes to the provider untouched. The provider itself is made at the first request it
 * answers, once the server is ready: its keys come from the database. It keeps nothing in the
 * process that another instance sharing the database would need (keys, sessions, interactions,
 * grants, tokens and sign-in failures are all there), so a sign-in may move between instances.
 */
export async function mountEmbeddedIdp(
  app: FastifyInstance,
  options: EmbeddedIdpOptions,
): Promise<EmbeddedIdp> {
  const mountPath = mountPathOf(options.issuer);
  const issuer = `${new URL(options.issuer).origin}${mountPath}`;
  const interactionPath = (uid: string) => `${mountPath}/interaction/${uid}`;
  const adapter = createDatabaseAdapter(options.database);
  let made: { provider: Provider; handle: ReturnType<Provider['callback']> } | undefined;
  function current() {
    if (!made) {
      const provider = new Provider(
        issuer,
        createProviderConfiguration(
          { ...options, issuer },
          options.keys(),
          adapter,
          interactionPath,
        ),
      );
      // Failures inside the provider reach the browser as its error page; the log gets the details.
      provider.on('server_error', (_ctx, error) => {
        app.log.error({ err: error }, 'embedded identity provider failed');
      });
      made = { provider, handle: provider.callback() };
    }
    return made;
  }

  function handToProvider(request: FastifyRequest, reply: FastifyReply): void {
    // Made before the reply is hijacked, so a failure still reaches Fastify's error handler.
    const { handle } = current();
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    const rest = url.slice(mountPath.length);
    // oidc-provider routes from its own root and finds its mount path again from originalUrl.
    raw.originalUrl = url;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    void handle(raw, reply.raw as ServerResponse);
  }

  await app.register((idpScope, _options, done) => {
    // The provider's own protocol, not Parley's API: kept out of the OpenAPI document.
    idpScope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    // Mounted before the server knows whether another identity provider is configured: while
    // inactive, the provider and its pages do not exist.
    if (options.isActive) {
      const isActive = options.isActive;
      idpScope.addHook('onRequest', async (_request, reply) => {
        if (!isActive()) {
          await reply
            .code(404)
            .headers(PAGE_SECURITY_HEADERS)
            .type('text/plain; charset=utf-8')
            .send(
              'The embedded identity provider is off: another identity provider is configured.',
            );
        }
      });
    }
    void idpScope.register((scope, _scopeOptions, scopeDone) => {
      // oidc-provider reads request bodies itself: leave them unread here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null));
      scope.all(mountPath, handToProvider);
      scope.all(`${mountPath}/*`, handToProvider);
      scopeDone();
    });
    void idpScope.register((scope, _scopeOptions, scopeDone) => {
      interactionRoutes(scope, {
        provider: () => current().provider,
        signInAttempts: createSignInAttempts(options.database),
        authenticate: options.authenticate,
        changePassword: options.changePassword,
        interactionPath,
        changePasswordPath: `${mountPath}/password`,
      });
      scopeDone();
    });
    done();
  });

  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    changePasswordUrl: `${issuer}/password`,
    // The database belongs to the server, which closes it: the provider holds nothing else.
    close: () => Promise.resolve(),
  };
}
