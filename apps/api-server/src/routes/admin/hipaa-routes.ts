import {
  actions,
  auditEntityTypes,
  hipaaSettingsSchema,
  routes,
  updateHipaaSettingsRequestSchema,
} from '@parley/api-contract';
import type { HipaaSettings } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import { findInstanceSettings, updateInstanceSettings } from '../../db/queries/instance-settings';
import type { InstanceSettingsRow } from '../../db/queries/instance-settings';
import { listModelDeployments } from '../../db/queries/model-deployments';
import { auditActor } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import type { RouteOptions } from '../route-options';

const hipaaSettings = async (db: Database, row: InstanceSettingsRow): Promise<HipaaSettings> => ({
  hipaaMode: row.hipaaMode,
  deployments: (await listModelDeployments(db)).map((deployment) => ({
    deploymentName: deployment.deploymentName,
    provider: deployment.provider,
    hipaaCompliant: deployment.hipaaCompliant,
  })),
});

/**
 * The hipaa tab of the instance settings (issue 17): HIPAA mode and which deployments may answer
 * in it (`domain/hipaa.ts` enforces it). The switch is audited with before and after.
 */
export const hipaaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: instance settings'];

  app.get(
    routes.admin.hipaaSettings,
    {
      config: { access: actions.InstanceSettingsRead },
      schema: { tags, response: { 200: hipaaSettingsSchema } },
    },
    async () => {
      const { db } = context.services;
      return hipaaSettings(db, await findInstanceSettings(db));
    },
  );

  app.put(
    routes.admin.hipaaSettings,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        body: updateHipaaSettingsRequestSchema,
        response: { 200: hipaaSettingsSchema },
      },
    },
    async (request) => {
      const actor = auditActor(signedInUser(request));
      return context.services.db.transaction(async (tx) => {
        const before = await findInstanceSettings(tx);
        const after = await updateInstanceSettings(tx, { hipaaMode: request.body.hipaaMode });
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.instanceSettings,
          entityId: 'hipaa',
          operation: 'Updated',
          before: { hipaaMode: before.hipaaMode },
          after: { hipaaMode: after.hipaaMode },
        });
        return hipaaSettings(tx, after);
      });
    },
  );
};
