import {
  APP_VERSION,
  buildInfoSchema,
  delays,
  featureFlagsSchema,
  instanceSettingsSchema,
  paths,
} from '@parley/api-contract';
import type { InstanceSettings } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-context';
import { instanceSettings } from '../../db/schema';
import { embeddedIdpClientId, embeddedIdpIssuer } from '../../identity/embedded-idp-settings';
import type { RouteOptions } from '../route-options';

async function loadSettings(services: AppServices) {
  const [row] = await services.db.select().from(instanceSettings).where(eq(instanceSettings.id, 1));
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row;
}

/**
 * OIDC sign-in settings: those stored, or the embedded provider while it is on (computed, so a
 * changed port or a provider switched off never leaves stale settings behind).
 */
function oidcSettings(
  row: Awaited<ReturnType<typeof loadSettings>>,
  services: AppServices,
): InstanceSettings['oidcSettings'] {
  if (row.oidcAuthority && row.oidcClientId) {
    return { authority: row.oidcAuthority, clientId: row.oidcClientId, scopes: row.oidcScopes };
  }
  if (!services.config.embeddedIdp) return null;
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
    async (_request, reply) => {
      const row = await loadSettings(context.services);
      reply.header('cache-control', `public, max-age=${delays.instanceSettingsCacheSeconds}`);
      return {
        name: row.name,
        organizationName: row.organizationName,
        entraIdSettings: {
          clientId: row.entraClientId,
          tenantId: row.entraTenantId,
          instance: row.entraInstance,
        },
        oidcSettings: oidcSettings(row, context.services),
        defaultBrandKey: row.defaultBrandKey,
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
      const row = await loadSettings(context.services);
      return {
        AllowUserCreatedGptSystems: row.allowUserCreatedGptSystems,
        AllowConnections: row.allowConnections,
        ShowFooter: row.showFooter,
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
