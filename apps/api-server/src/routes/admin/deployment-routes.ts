import {
  actions,
  auditEntityTypes,
  defaultDeploymentSchema,
  deploymentMessages,
  deploymentRoutes,
  modelDeploymentInputSchema,
  modelDeploymentListSchema,
  modelDeploymentSchema,
  newModelDeploymentSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import { raiseSettingsVersion } from '../../db/queries/instance-settings';
import {
  countAgentsByDeployment,
  countAgentsUsingDeployment,
  deleteModelDeployment,
  findDefaultModelDeployment,
  findModelDeployment,
  insertModelDeployment,
  listModelDeployments,
  setDefaultModelDeployment,
  updateModelDeployment,
} from '../../db/queries/model-deployments';
import type { ModelDeploymentRow } from '../../db/queries/model-deployments';
import { auditActor } from '../../domain/administration';
import {
  auditedDeployment,
  deploymentValues,
  deploymentView,
} from '../../domain/model-deployments';
import { signedInUser } from '../../http/authorization';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const params = z.object({ deploymentName: z.string().min(1).max(500) });

/** The audit log's id of a deployment, under the agents tab. */
const entityId = (deploymentName: string) => `agents/${deploymentName}`;

/**
 * The agents tab of the instance settings (issue 17): the model deployments agents answer with,
 * stored and managed here (`PARLEY_MODEL_DEPLOYMENTS` seeds them at start), the default that new
 * agents start with, and which deployments personal agents may use. A key travels only in a
 * POST or PUT body; it is sealed at once (`auth/secret-box.ts`) and every answer and audit entry
 * carries it masked. The default and a deployment agents answer with cannot be deleted. Every
 * change is audited and raises the settings version, so open editors refetch their choices.
 */
export const deploymentAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: instance settings'];
  const db = () => context.services.db;
  const secrets = () => context.services.secrets;

  const stored = async (database: Database, deploymentName: string) => {
    const row = await findModelDeployment(database, deploymentName);
    if (!row) throw notFound(deploymentMessages.notFound(deploymentName));
    return row;
  };
  const viewOf = async (database: Database, row: ModelDeploymentRow) =>
    deploymentView(row, await countAgentsUsingDeployment(database, row.deploymentName));
  const audit = (
    tx: Database,
    request: Parameters<typeof signedInUser>[0],
    operation: string,
    deploymentName: string,
    before: ModelDeploymentRow | null,
    after: ModelDeploymentRow | null,
  ) =>
    recordAudit(tx, auditActor(signedInUser(request)), {
      entityType: auditEntityTypes.instanceSettings,
      entityId: entityId(deploymentName),
      operation,
      before: before && auditedDeployment(before),
      after: after && auditedDeployment(after),
    });

  app.get(
    deploymentRoutes.list,
    {
      config: { access: actions.InstanceSettingsRead },
      schema: { tags, response: { 200: modelDeploymentListSchema } },
    },
    async () => {
      const [rows, agents] = await Promise.all([
        listModelDeployments(db()),
        countAgentsByDeployment(db()),
      ]);
      return {
        items: rows.map((row) => deploymentView(row, agents.get(row.deploymentName) ?? 0)),
      };
    },
  );

  app.post(
    deploymentRoutes.list,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        body: newModelDeploymentSchema,
        response: { 201: modelDeploymentSchema },
      },
    },
    async (request, reply) => {
      const { deploymentName, ...input } = request.body;
      const values = deploymentValues(input, secrets(), undefined);
      const created = await db().transaction(async (tx) => {
        const row = await insertModelDeployment(tx, deploymentName, values);
        if (!row) {
          const message = deploymentMessages.nameTaken(deploymentName);
          throw new HttpError(409, message, [{ field: 'deploymentName', message }]);
        }
        await audit(tx, request, 'Created', deploymentName, null, row);
        await raiseSettingsVersion(tx);
        return row;
      });
      return reply.code(201).send(deploymentView(created, 0));
    },
  );

  app.put(
    deploymentRoutes.one,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        params,
        body: modelDeploymentInputSchema,
        response: { 200: modelDeploymentSchema },
      },
    },
    async (request) => {
      const { deploymentName } = request.params;
      return db().transaction(async (tx) => {
        const before = await stored(tx, deploymentName);
        const values = deploymentValues(request.body, secrets(), before);
        const after = await updateModelDeployment(tx, deploymentName, values);
        if (!after) throw notFound(deploymentMessages.notFound(deploymentName));
        await audit(tx, request, 'Updated', deploymentName, before, after);
        await raiseSettingsVersion(tx);
        return viewOf(tx, after);
      });
    },
  );

  app.delete(
    deploymentRoutes.one,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: { tags, params, response: { 204: z.null().describe('Deleted.') } },
    },
    async (request, reply) => {
      const { deploymentName } = request.params;
      await db().transaction(async (tx) => {
        const before = await stored(tx, deploymentName);
        if (before.isDefault) throw conflict(deploymentMessages.defaultUndeletable(deploymentName));
        const agents = await countAgentsUsingDeployment(tx, deploymentName);
        if (agents > 0) throw conflict(deploymentMessages.inUse(deploymentName, agents));
        await deleteModelDeployment(tx, deploymentName);
        await audit(tx, request, 'Deleted', deploymentName, before, null);
        await raiseSettingsVersion(tx);
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    deploymentRoutes.defaultDeployment,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        body: defaultDeploymentSchema,
        response: { 200: modelDeploymentSchema },
      },
    },
    async (request) => {
      const { deploymentName } = request.body;
      return db().transaction(async (tx) => {
        const before = await findDefaultModelDeployment(tx);
        const after = await setDefaultModelDeployment(tx, deploymentName);
        if (!after) {
          const message = deploymentMessages.notFound(deploymentName);
          throw new HttpError(400, message, [{ field: 'deploymentName', message }]);
        }
        await recordAudit(tx, auditActor(signedInUser(request)), {
          entityType: auditEntityTypes.instanceSettings,
          entityId: 'agents/defaultDeployment',
          operation: 'Updated',
          before: { deploymentName: before?.deploymentName ?? null },
          after: { deploymentName },
        });
        await raiseSettingsVersion(tx);
        return viewOf(tx, after);
      });
    },
  );
};
