import {
  actions,
  auditEntityTypes,
  instanceBrandingSettingsSchema,
  instancePersonalAgentSettingsSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../db/queries/audit';
import { findInstanceSettings, updateInstanceSettings } from '../../db/queries/instance-settings';
import type { InstanceSettingsRow } from '../../db/queries/instance-settings';
import { auditActor } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import type { RouteOptions } from '../route-options';

const personalAgentSettings = (row: InstanceSettingsRow) => ({
  allowUserCreatedGptSystems: row.allowUserCreatedGptSystems,
  allowAgentSharing: row.allowAgentSharing,
  maxAgentsPerUser: row.maxAgentsPerUser,
});

const brandingSettings = (row: InstanceSettingsRow) => ({
  name: row.name,
  organizationName: row.organizationName,
  showFooter: row.showFooter,
  allowConnections: row.allowConnections,
});

/**
 * Instance settings, one call per console tab (issue 17). They change the one settings row,
 * which `GET features` and every route reading the instance's switches read on each request,
 * so a change takes effect on the next call.
 */
export const instanceSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: instance settings'];

  app.get(
    routes.admin.personalAgentSettings,
    {
      config: { access: actions.InstanceSettingsRead },
      schema: { tags, response: { 200: instancePersonalAgentSettingsSchema } },
    },
    async () => personalAgentSettings(await findInstanceSettings(context.services.db)),
  );

  app.put(
    routes.admin.personalAgentSettings,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        body: instancePersonalAgentSettingsSchema,
        response: { 200: instancePersonalAgentSettingsSchema },
      },
    },
    async (request) => {
      const actor = auditActor(signedInUser(request));
      return context.services.db.transaction(async (tx) => {
        const before = personalAgentSettings(await findInstanceSettings(tx));
        const after = personalAgentSettings(await updateInstanceSettings(tx, request.body));
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.instanceSettings,
          entityId: 'personalAgents',
          operation: 'Updated',
          before,
          after,
        });
        return after;
      });
    },
  );

  app.get(
    routes.admin.brandingSettings,
    {
      config: { access: actions.InstanceSettingsRead },
      schema: { tags, response: { 200: instanceBrandingSettingsSchema } },
    },
    async () => brandingSettings(await findInstanceSettings(context.services.db)),
  );

  app.put(
    routes.admin.brandingSettings,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        body: instanceBrandingSettingsSchema,
        response: { 200: instanceBrandingSettingsSchema },
      },
    },
    async (request) => {
      const actor = auditActor(signedInUser(request));
      return context.services.db.transaction(async (tx) => {
        const before = brandingSettings(await findInstanceSettings(tx));
        const after = brandingSettings(await updateInstanceSettings(tx, request.body));
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.instanceSettings,
          entityId: 'branding',
          operation: 'Updated',
          before,
          after,
        });
        return after;
      });
    },
  );
};
