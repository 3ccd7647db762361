import {
  APP_VERSION,
  buildInfoSchema,
  featureFlagsSchema,
  instanceSettingsSchema,
  paths,
} from '@parley/api-contract';
import type { InstanceSettings } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-context';
import { findInstanceSettings } from '../../db/queries/instance-settings';
import type { InstanceSettingsRow } from '../../db/queries/instance-settings';
import { embeddedIdpClientId, embeddedIdpIssuer } from '../../identity/embedded-idp-settings';
import { visitBrandKey } from '../../http/visit-brand';
import type { RouteOptions } from '../route-options';

/**
 * OIDC sign-in settings: those stored, or the embedded provider while it is on (computed, so a
 * changed port or a provider switched off never leaves stale settings behind).
 */
function oidcSettings(
  row: InstanceSettingsRow,
  services: AppServices,
): InstanceSettings['oidcSettings'] {
  if (row.oidcAuthority && row.oidcClientId) {
    return { authority: row.oidcAuthority, clientId: row.oidcClientId, scopes: row.oidcScopes };
  }
  if (!services.signIn.embeddedIdp) return null;
  return {
    authority: embeddedIdpIssuer(services.config),
    clientId: embeddedIdpClientId,
    scopes: ['openid', 'profile', 'email'],
  };
}

/** Public settings the client needs before sign-in: instance settings, features, build info. */
export const settingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  app.get(
    paths.instanceSettings(),
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: instanceSettingsSchema } },
    },
    async (request, reply) => {
      const { services } = context;
      const row = await findInstanceSettings(services.db);
      // Clients keep the settings for 7 days (chat-spec section 9) in their own cache; the HTTP
      // cache revalidates, or a browser would keep offering a sign-in the server no longer has.
      reply.header('cache-control', 'no-cache');
      const oidc = oidcSettings(row, services);
      return {
        name: row.name,
        organizationName: row.organizationName,
        entraIdSettings: {
          clientId: row.entraClientId,
          tenantId: row.entraTenantId,
          instance: row.entraInstance,
        },
        oidcSettings: oidc,
        demonstrationSignIn: services.signIn.embeddedIdp && !services.signIn.externalIdp,
        defaultBrandKey: row.defaultBrandKey,
        currentBrandKey: await visitBrandKey(services, request),
        settingsVersion: row.settingsVersion,
      };
    },
  );

  app.get(
    paths.features(),
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: featureFlagsSchema } },
    },
    async () => {
      const row = await findInstanceSettings(context.services.db);
      return {
        AllowUserCreatedGptSystems: row.allowUserCreatedGptSystems,
        AllowConnections: row.allowConnections,
        ShowFooter: row.showFooter,
        AllowAgentSharing: row.allowAgentSharing,
        SettingsVersion: row.settingsVersion,
      };
    },
  );

  app.get(
    paths.buildInfo(),
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: buildInfoSchema } },
    },
    async () => ({ version: APP_VERSION, ...context.services.config.build }),
  );
};
