import {
  generateTokenRequestSchema,
  generateTokenResponseSchema,
  identityProviderSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdentityTokenError } from '../../auth/identity-verifier';
import { findUserByName, upsertSignedInUser } from '../../db/queries/users';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/http-error';
import type { EmbeddedIdp } from '../../idp';
import { createVerifierSource } from '../../identity/identity-verification';
import type { RouteOptions } from '../route-options';

export interface AuthorizationRouteOptions extends RouteOptions {
  /** The embedded provider when mounted: its keys verify its ID tokens while it is on. */
  embeddedIdp: EmbeddedIdp | undefined;
}

/**
 * `POST /api/internal/authorization/{identityProvider}/GenerateToken` -> `{ n1AIToken }`.
 * EntraId and Oidc exchange a verified identity token (the user and their groups are upserted);
 * Dev takes a user name without a password: for automated tests only, it exists only while
 * PARLEY_DEV_SIGN_IN=on and the embedded identity provider is on.
 */
export const authorizationRoutes: FastifyPluginAsyncZod<AuthorizationRouteOptions> = async (
  app,
  { context, embeddedIdp },
) => {
  const verifierFor = createVerifierSource(embeddedIdp);

  app.post(
    routes.generateToken,
    {
      config: { access: 'public' },
      schema: {
        tags: ['authorization'],
        params: z.object({ identityProvider: identityProviderSchema }),
        body: generateTokenRequestSchema,
        response: { 200: generateTokenResponseSchema },
      },
    },
    async (request) => {
      const { services } = context;
      const { identityProvider } = request.params;
      const body = request.body;
      if (identityProvider === 'Dev') {
        if (!services.signIn.devSignIn)
          throw notFound(
            'The Dev identity provider is off: it exists for automated tests only, with PARLEY_DEV_SIGN_IN=on and the embedded identity provider on.',
          );
        if (!('userName' in body))
          throw badRequest('userName: Required for the Dev identity provider.');
        const user = await findUserByName(services.db, body.userName);
        if (!user) throw unauthorized(`No user is named "${body.userName}".`);
        return {
          n1AIToken: await services.tokens.sign({
            userId: user.userId,
            userName: user.userName,
            name: user.displayName,
          }),
        };
      }
      if (!('token' in body))
        throw badRequest(`token: Required for the ${identityProvider} identity provider.`);
      let identity;
      try {
        identity = await (await verifierFor(services)).verify(identityProvider, body.token);
      } catch (error) {
        if (error instanceof IdentityTokenError) {
          throw error.code === 'keys-unavailable'
            ? new HttpError(503, error.message)
            : unauthorized(error.message);
        }
        throw error;
      }
      const user = await upsertSignedInUser(services.db, { identityProvider, ...identity });
      return {
        n1AIToken: await services.tokens.sign({
          userId: user.userId,
          userName: user.userName,
          name: user.displayName,
        }),
      };
    },
  );
};
