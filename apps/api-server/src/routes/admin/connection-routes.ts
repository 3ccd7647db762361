import {
  actions,
  auditEntityTypes,
  connectionInputSchema,
  connectionListSchema,
  connectionMessages,
  connectionProviderConfigurationSchema,
  connectionProviderListSchema,
  connectionProviderTypeSchema,
  connectionProviderTypes,
  connectionRoleActions,
  connectionRoutes,
  connectionRunMessages,
  connectionSchema,
  connectionUserRoleListSchema,
  idSchema,
} from '@parley/api-contract';
import type { Action, ConnectionInput } from '@parley/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import {
  connectionConstraints,
  connectionHeldBy,
  deleteConnection,
  findConnection,
  findConnectionNamed,
  insertConnection,
  listConnections,
  recordConnectionRun,
  rolesWithConnectionActions,
  updateConnection,
} from '../../db/queries/connections';
import type { ConnectionWithRoles } from '../../db/queries/connections';
import { findInstanceSettings, raiseSettingsVersion } from '../../db/queries/instance-settings';
import { listDataSources } from '../../db/queries/knowledge';
import { deleteConnectionDeployments } from '../../db/queries/model-deployments';
import { violatedUniqueConstraint } from '../../db/queries/unique-violation';
import { auditActor } from '../../domain/administration';
import {
  refuseDeletingUsedDeployments,
  synchronizeConnectionModels,
} from '../../domain/connection-models';
import { connectionProviders, providerConfiguration } from '../../domain/connection-providers';
import {
  auditedConnection,
  checkConnectionRoles,
  connectionValues,
  connectionView,
} from '../../domain/connections';
import { websiteCrawlQueue } from '../../jobs/website-crawl';
import { holdsAny, needsActions, signedInUser } from '../../http/authorization';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import type { Database } from '../../db/database';
import type { RouteOptions } from '../route-options';

const connectionParams = z.object({ connectionId: idSchema });
const providerParams = z.object({ providerType: z.string().min(1).max(100) });

/** Every connection action: the list, providers and roles open to any of them. */
const anyConnectionAction: readonly Action[] = connectionRoleActions;
const changeActions: readonly Action[] = [actions.ConnectionWrite, actions.ConnectionWriteSpecific];
const deleteActions: readonly Action[] = [
  actions.ConnectionDelete,
  actions.ConnectionWrite,
  actions.ConnectionWriteSpecific,
];

const nameTaken = (name: string) => {
  const message = connectionMessages.nameTaken(name);
  return new HttpError(409, message, [{ field: 'name', message }]);
};

/**
 * Connections (admin-spec sections 2 and 7; issue 16), while the instance's AllowConnections is on
 * (404 saying so otherwise). Read, Write and Delete act on every connection; ReadSpecific and
 * WriteSpecific on those whose admin roles the user holds (others answer 404). Saving an
 * OpenAI-compatible connection synchronizes its models into deployments; saving a website
 * connection queues its crawl. Every change is audited in its transaction.
 */
export const connectionAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: connections'];
  const db = () => context.services.db;

  app.addHook('preHandler', async () => {
    if (!(await findInstanceSettings(db())).allowConnections) {
      throw notFound(connectionMessages.switchedOff);
    }
  });

  const reachesAll = (request: FastifyRequest, wanted: readonly Action[]) =>
    holdsAny(signedInUser(request), wanted);

  /**
   * The connection the user may read (or, with `wanted`, act on with one of those actions): 404
   * for one they may not know of, 403 for one they may read but not act on.
   */
  const reachableConnection = async (
    request: FastifyRequest,
    connectionId: string,
    wanted?: { all: readonly Action[]; held: readonly Action[]; what: string },
  ): Promise<ConnectionWithRoles> => {
    const user = signedInUser(request);
    const connection = await findConnection(db(), connectionId);
    const readsAll = reachesAll(request, [actions.ConnectionRead, actions.ConnectionWrite]);
    const held =
      connection !== undefined &&
      !readsAll &&
      (await connectionHeldBy(db(), connection.connectionId, user.userId));
    if (!connection || !(readsAll || held)) {
      throw notFound(connectionMessages.notFound(connectionId));
    }
    if (wanted) {
      const allowed =
        reachesAll(request, wanted.all) ||
        ((held || (await connectionHeldBy(db(), connectionId, user.userId))) &&
          reachesAll(request, wanted.held));
      if (!allowed) throw forbidden(needsActions([...wanted.all, ...wanted.held], wanted.what));
    }
    return connection;
  };

  const providerSchema = async (providerType: ConnectionInput['connectionProviderType']) =>
    providerConfiguration(
      providerType,
      providerType === 'website' ? await listDataSources(db()) : [],
    ).jsonSchema;

  /** After a save: synchronize the models, or queue the crawl; a failure is the run's, not the save's. */
  const runAfterSave = async (request: FastifyRequest, connection: ConnectionWithRoles) => {
    if (connection.providerType === 'openai-compatible') {
      await synchronizeConnectionModels(db(), context.services.secrets, connection).catch(
        (error: unknown) => request.log.info({ err: error }, 'synchronizing models failed'),
      );
    } else {
      await queueCrawl(request, connection);
    }
  };

  const queueCrawl = async (request: FastifyRequest, connection: ConnectionWithRoles) => {
    const running =
      (connection.lastRunStatus === 'Queued' || connection.lastRunStatus === 'Running') &&
      connection.lastRunStartedAt !== null &&
      Date.now() - connection.lastRunStartedAt.getTime() < websiteCrawlQueue.expireInSeconds * 1000;
    if (running) throw conflict(connectionMessages.alreadyRunning);
    await recordConnectionRun(db(), connection.connectionId, {
      lastRunAction: 'Crawl',
      lastRunStatus: 'Queued',
      lastRunStartedAt: new Date(),
      lastRunFinishedAt: null,
      lastRunSummary: connectionRunMessages.crawlQueued,
      lastRunProblems: [],
    });
    await context.services.knowledge.queueCrawl({
      connectionId: connection.connectionId,
      userId: signedInUser(request).userId,
    });
  };

  const fresh = async (connectionId: string) => {
    const row = await findConnection(db(), connectionId);
    if (!row) throw notFound(connectionMessages.notFound(connectionId));
    return row;
  };

  const audit = (
    tx: Database,
    request: FastifyRequest,
    operation: string,
    connectionId: string,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(tx, auditActor(signedInUser(request)), {
      entityType: auditEntityTypes.connection,
      entityId: connectionId,
      operation,
      before,
      after,
    });

  app.get(
    connectionRoutes.list,
    {
      config: { access: anyConnectionAction },
      schema: { tags, response: { 200: connectionListSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const all = reachesAll(request, [actions.ConnectionRead, actions.ConnectionWrite]);
      const rows = await listConnections(db(), all ? undefined : user.userId);
      return { items: rows.map(connectionView) };
    },
  );

  app.get(
    connectionRoutes.one,
    {
      config: { access: anyConnectionAction },
      schema: { tags, params: connectionParams, response: { 200: connectionSchema } },
    },
    async (request) =>
      connectionView(await reachableConnection(request, request.params.connectionId)),
  );

  app.post(
    connectionRoutes.list,
    {
      config: { access: actions.ConnectionCreate },
      schema: { tags, body: connectionInputSchema, response: { 201: connectionSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      const values = connectionValues(
        input,
        await providerSchema(input.connectionProviderType),
        context.services.secrets,
        undefined,
      );
      const roleIds = await checkConnectionRoles(db(), input.userRoleIds);
      if (await findConnectionNamed(db(), input.name)) throw nameTaken(input.name);
      const created = await db()
        .transaction(async (tx) => {
          const row = await insertConnection(tx, values, roleIds);
          await audit(tx, request, 'Created', row.connectionId, null, auditedConnection(row));
          return row;
        })
        .catch((error: unknown) => {
          if (violatedUniqueConstraint(error) === connectionConstraints.name) {
            throw nameTaken(input.name);
          }
          throw error;
        });
      await runAfterSave(request, created);
      return reply.code(201).send(connectionView(await fresh(created.connectionId)));
    },
  );

  app.put(
    connectionRoutes.one,
    {
      config: { access: changeActions },
      schema: {
        tags,
        params: connectionParams,
        body: connectionInputSchema,
        response: { 200: connectionSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const before = await reachableConnection(request, request.params.connectionId, {
        all: [actions.ConnectionWrite],
        held: [actions.ConnectionWriteSpecific],
        what: 'to change this connection',
      });
      if (input.connectionProviderType !== before.providerType) {
        const message = connectionMessages.providerFixed;
        throw new HttpError(400, message, [{ field: 'connectionProviderType', message }]);
      }
      const values = connectionValues(
        input,
        await providerSchema(input.connectionProviderType),
        context.services.secrets,
        before,
      );
      const roleIds = await checkConnectionRoles(db(), input.userRoleIds);
      if (await findConnectionNamed(db(), input.name, before.connectionId)) {
        throw nameTaken(input.name);
      }
      const updated = await db()
        .transaction(async (tx) => {
          const row = await updateConnection(tx, before.connectionId, values, roleIds);
          await audit(
            tx,
            request,
            'Updated',
            row.connectionId,
            auditedConnection(before),
            auditedConnection(row),
          );
          return row;
        })
        .catch((error: unknown) => {
          if (violatedUniqueConstraint(error) === connectionConstraints.name) {
            throw nameTaken(input.name);
          }
          throw error;
        });
      const settingsChanged =
        JSON.stringify(before.configuration) !== JSON.stringify(updated.configuration) ||
        JSON.stringify(before.secrets) !== JSON.stringify(updated.secrets);
      if (settingsChanged || updated.lastRunStatus === null) await runAfterSave(request, updated);
      return connectionView(await fresh(updated.connectionId));
    },
  );

  app.delete(
    connectionRoutes.one,
    {
      config: { access: deleteActions },
      schema: { tags, params: connectionParams },
    },
    async (request, reply) => {
      const connection = await reachableConnection(request, request.params.connectionId, {
        all: [actions.ConnectionDelete, actions.ConnectionWrite],
        held: [actions.ConnectionWriteSpecific],
        what: 'to delete this connection',
      });
      await db().transaction(async (tx) => {
        await refuseDeletingUsedDeployments(tx, connection.connectionId);
        await deleteConnectionDeployments(tx, connection.connectionId);
        await deleteConnection(tx, connection.connectionId);
        await raiseSettingsVersion(tx);
        await audit(
          tx,
          request,
          'Deleted',
          connection.connectionId,
          auditedConnection(connection),
          null,
        );
      });
      return reply.code(204).send(null);
    },
  );

  const runRoute = (url: string, action: 'SynchronizeModels' | 'Crawl') =>
    app.post(
      url,
      {
        config: { access: changeActions },
        schema: { tags, params: connectionParams, response: { 202: connectionSchema } },
      },
      async (request, reply) => {
        const connection = await reachableConnection(request, request.params.connectionId, {
          all: [actions.ConnectionWrite],
          held: [actions.ConnectionWriteSpecific],
          what: 'to run this connection',
        });
        const provider =
          connectionProviders[connection.providerType as ConnectionInput['connectionProviderType']];
        if (provider.action !== action) throw conflict(connectionMessages.actionNotOffered(action));
        if (action === 'Crawl') {
          await queueCrawl(request, connection);
        } else {
          await synchronizeConnectionModels(db(), context.services.secrets, connection).catch(
            (error: unknown) => request.log.info({ err: error }, 'synchronizing models failed'),
          );
        }
        await db().transaction((tx) =>
          audit(tx, request, action, connection.connectionId, null, null),
        );
        return reply.code(202).send(connectionView(await fresh(connection.connectionId)));
      },
    );
  runRoute(connectionRoutes.synchronizeModels, 'SynchronizeModels');
  runRoute(connectionRoutes.crawl, 'Crawl');

  app.get(
    connectionRoutes.providers,
    {
      config: { access: anyConnectionAction },
      schema: { tags, response: { 200: connectionProviderListSchema } },
    },
    async () => ({ items: connectionProviderTypes.map((type) => connectionProviders[type]) }),
  );

  app.get(
    connectionRoutes.providerConfiguration,
    {
      config: { access: anyConnectionAction },
      schema: {
        tags,
        params: providerParams,
        response: { 200: connectionProviderConfigurationSchema },
      },
    },
    async (request) => {
      const parsed = connectionProviderTypeSchema.safeParse(request.params.providerType);
      if (!parsed.success) {
        throw notFound(connectionMessages.unknownProvider(request.params.providerType));
      }
      return providerConfiguration(
        parsed.data,
        parsed.data === 'website' ? await listDataSources(db()) : [],
      );
    },
  );

  app.get(
    connectionRoutes.userRoles,
    {
      config: { access: anyConnectionAction },
      schema: { tags, response: { 200: connectionUserRoleListSchema } },
    },
    async () => ({ items: await rolesWithConnectionActions(db()) }),
  );
};
