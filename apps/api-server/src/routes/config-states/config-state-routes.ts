import {
  actions,
  auditEntityTypes,
  capabilityTypeSchema,
  configStateSchema,
  configurationTemplateSchema,
  configurationInputSchema,
  createConfigStateByTypeQuerySchema,
  dataSourcesAndCapabilitiesSchema,
  dataSourceTypeListSchema,
  deploymentListSchema,
  gptSystemSchema,
  gptSystemTypeSchema,
  idSchema,
  routes,
  updateConfigStateResponseSchema,
} from '@parley/api-contract';
import type { ConfigState, FieldError, GptSystemType } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import {
  deleteConfigState,
  findAgentVersion,
  findConfigStateOfAgent,
  findUnfinishedConfigState,
  insertAgent,
  insertAgentVersion,
  insertConfigState,
  replaceAgentPrompts,
  updateAgent,
  updateConfigState,
} from '../../db/queries/config-states';
import type { ConfigStateRow } from '../../db/queries/config-states';
import type { AgentRow } from '../../db/queries/gpt-systems';
import { listAgentPrompts } from '../../db/queries/gpt-systems';
import { findGuidelinesDocument, listGuidelinesDocuments } from '../../db/queries/guidelines';
import type { UserWithActions } from '../../db/queries/users';
import { auditActor } from '../../domain/administration';
import { shownAvatarVersion } from '../../domain/agent-avatar';
import {
  agentColumnsOf,
  checkConfiguration,
  configurationOfAgent,
  configurationTemplate,
  configurationMessages,
  dataSourceTypes,
  publishingErrors,
  storedConfiguration,
} from '../../domain/agent-configuration';
import type { StoredConfiguration } from '../../domain/agent-configuration';
import { refuseBeyondAgentLimit } from '../../domain/personal-agent-rules';
import { agentView } from '../../domain/views';
import { holdsAny, signedInUser } from '../../http/authorization';
import { HttpError, notFound } from '../../http/http-error';
import { isHipaaMode } from '../../domain/hipaa';
import { startingDeployment } from '../../domain/model-deployments';
import type { RouteOptions } from '../route-options';
import { adoptDraftIcon } from './config-state-avatar-routes';
import { configStateAccess, configStateMessages } from './config-state-access';

const configStateParams = z.object({ configStateId: idSchema });
/** How the deployments call names the offline engine's model. */
const offlineEngineModel = 'Parley offline engine';
const agentParams = z.object({ gptSystemId: idSchema });

/** What the audit log keeps of a published configuration: every setting, by name. */
function auditedConfiguration(configuration: StoredConfiguration, version: number) {
  return { version, ...configuration, prompts: configuration.prompts.map((p) => p.title) };
}

/**
 * The agent editor's calls (chat-spec section 7, "Config-state conversations"; admin-spec section
 * 7, "Configuration states"): a config state is one user's draft of an agent, which only that user
 * reads or changes. Saving it over the agent (`createGptSystem`, `updateGptSystem`) publishes the
 * agent's next immutable version, which chat answers with; a version can be restored into the
 * draft. System agents need the console's agent actions; personal agents need the feature on,
 * an owner who is not blocked from creating agents, and an agent that is not banned.
 */
export const configStateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['agent editor'];
  const access = 'signedIn' as const;
  const db = () => context.services.db;

  const {
    configurationChoices,
    defaultDeployment,
    deploymentChoices,
    editableAgent,
    libraryChoices,
    ownConfigState,
    refuseUnlessMayEdit,
  } = configStateAccess(context);

  const view = async (
    row: ConfigStateRow,
    agent: AgentRow | undefined,
    user: UserWithActions,
  ): Promise<ConfigState & { errors: FieldError[]; warnings: FieldError[] }> => {
    const configuration = storedConfiguration(row.configuration);
    const { errors, warnings } = checkConfiguration(
      configuration,
      await configurationChoices(row.gptSystemType),
    );
    return {
      configuration: { ...configuration, configStateId: row.configStateId },
      gptSystem: agent
        ? { ...agentView(agent, user.userId), configStateId: row.configStateId }
        : null,
      gptSystemType: row.gptSystemType as GptSystemType,
      hasValidationErrors: errors.length > 0,
      avatarVersion: shownAvatarVersion(row.avatarVersion),
      errors,
      warnings,
    };
  };

  /** What a published version of the agent holds, for the draft of an existing agent. */
  const currentConfiguration = async (agent: AgentRow) => {
    const published = agent.publishedVersion
      ? await findAgentVersion(db(), agent.gptSystemId, agent.publishedVersion)
      : undefined;
    return configurationOfAgent(
      agent,
      await listAgentPrompts(db(), agent.gptSystemId),
      published && storedConfiguration(published.configuration),
    );
  };

  /** Publishes the draft as the agent's next version: the agent's columns, prompts and version. */
  const publish = async (
    tx: Database,
    user: UserWithActions,
    agentId: string,
    configuration: StoredConfiguration,
  ) => {
    const { guidelinesDocumentId } = configuration;
    if (guidelinesDocumentId && !(await findGuidelinesDocument(tx, guidelinesDocumentId))) {
      throw new HttpError(409, configurationMessages.guidelinesDocumentGone, [
        { field: 'guidelinesDocumentId', message: configurationMessages.guidelinesDocumentGone },
      ]);
    }
    const version = await insertAgentVersion(tx, agentId, configuration, user.userId);
    await replaceAgentPrompts(tx, agentId, configuration.prompts);
    const agent = await updateAgent(tx, agentId, {
      ...agentColumnsOf(configuration),
      publishedVersion: version,
    });
    return { agent, version };
  };

  const refuseErrors = async (configuration: StoredConfiguration, gptSystemType: string) => {
    const errors = publishingErrors(configuration, await configurationChoices(gptSystemType));
    if (errors.length > 0) throw new HttpError(400, configStateMessages.cannotPublish, errors);
  };

  app.get(
    routes.configStates.deployments,
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({
          gptSystemType: z
            .enum(gptSystemTypeSchema.options)
            .optional()
            .describe(
              "The agent the list is for: `User` lists what personal agents may use. Without it, what the caller may use: every deployment for a holder of an agent action, else the personal agents' ones.",
            ),
        }),
        response: { 200: deploymentListSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const mayEditSystemAgents = holdsAny(user, [
        actions.GptSystemsCreate,
        actions.GptSystemsWrite,
      ]);
      const gptSystemType =
        request.query.gptSystemType ?? (mayEditSystemAgents ? 'System' : 'User');
      // HIPAA mode (`domain/hipaa.ts`): only the deployments that may answer in it are offered.
      const { rows, choices } = await deploymentChoices(gptSystemType, await isHipaaMode(db()));
      return {
        items: choices.map((deployment) => ({
          deploymentName: deployment.deploymentName,
          provider: deployment.provider,
          model: deployment.provider === 'offline' ? offlineEngineModel : deployment.model,
        })),
        defaultDeploymentName: startingDeployment(rows, choices),
      };
    },
  );

  app.get(
    routes.configStates.dataSourceTypes,
    { config: { access }, schema: { tags, response: { 200: dataSourceTypeListSchema } } },
    async () => ({ items: [...dataSourceTypes] }),
  );

  app.get(
    routes.configStates.template,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ gptSystemType: gptSystemTypeSchema }),
        response: { 200: configurationTemplateSchema },
      },
    },
    async (request) => {
      const { gptSystemType } = request.params;
      await refuseUnlessMayEdit(signedInUser(request), gptSystemType, {
        action: actions.GptSystemsCreate,
        what: 'to create agents',
      });
      return configurationTemplate(gptSystemType, await defaultDeployment(gptSystemType));
    },
  );

  app.post(
    routes.configStates.byGptSystemType,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ gptSystemType: gptSystemTypeSchema }),
        querystring: createConfigStateByTypeQuerySchema,
        response: { 200: configStateSchema, 201: configStateSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { gptSystemType } = request.params;
      const { forceCreate = false, hipaaCompliant = false } = request.query;
      await refuseUnlessMayEdit(user, gptSystemType, {
        action: actions.GptSystemsCreate,
        what: 'to create agents',
      });
      // The quick-create dialog starts here: a user at the limit learns it before editing.
      if (gptSystemType === 'User') await refuseBeyondAgentLimit(db(), user.userId);
      const unfinished = forceCreate
        ? undefined
        : await findUnfinishedConfigState(db(), user.userId, gptSystemType);
      if (unfinished) return reply.code(200).send(await view(unfinished, undefined, user));
      const row = await insertConfigState(db(), {
        ownerUserId: user.userId,
        gptSystemType,
        // In HIPAA mode every new personal agent is a HIPAA-compliant one (`domain/hipaa.ts`).
        hipaaCompliant: hipaaCompliant || (await isHipaaMode(db())),
        configuration: configurationTemplate(gptSystemType, await defaultDeployment(gptSystemType)),
      });
      return reply.code(201).send(await view(row, undefined, user));
    },
  );

  app.post(
    routes.configStates.byGptSystemId,
    {
      config: { access },
      schema: {
        tags,
        params: agentParams,
        response: { 200: configStateSchema, 201: configStateSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const agent = await editableAgent(user, request.params.gptSystemId);
      const existing = await findConfigStateOfAgent(db(), user.userId, agent.gptSystemId);
      if (existing) return reply.code(200).send(await view(existing, agent, user));
      const row = await insertConfigState(db(), {
        ownerUserId: user.userId,
        gptSystemId: agent.gptSystemId,
        gptSystemType: agent.gptSystemType,
        configuration: await currentConfiguration(agent),
      });
      return reply.code(201).send(await view(row, agent, user));
    },
  );

  app.get(
    routes.configStates.one,
    {
      config: { access },
      schema: { tags, params: configStateParams, response: { 200: configStateSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { row, agent } = await ownConfigState(user, request.params.configStateId);
      return view(row, agent, user);
    },
  );

  app.put(
    routes.configStates.one,
    {
      config: { access },
      schema: {
        tags,
        params: configStateParams,
        body: configurationInputSchema,
        response: { 200: updateConfigStateResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { row, agent } = await ownConfigState(user, request.params.configStateId);
      const before = storedConfiguration(row.configuration);
      const { guidelinesDocumentId } = request.body;
      if (guidelinesDocumentId && !(await findGuidelinesDocument(db(), guidelinesDocumentId))) {
        const message = configurationMessages.guidelinesDocumentGone;
        throw new HttpError(400, `guidelinesDocumentId: ${message}`, [
          { field: 'guidelinesDocumentId', message },
        ]);
      }
      // The draft keeps what was typed even when it has errors: nothing the user wrote is lost.
      const updated = await updateConfigState(db(), row.configStateId, {
        configuration: { ...request.body, prompts: before.prompts } satisfies StoredConfiguration,
      });
      return view(updated, agent, user);
    },
  );

  app.delete(
    routes.configStates.one,
    {
      config: { access },
      schema: {
        tags,
        params: configStateParams,
        response: { 204: z.null().describe('Deleted; the agent itself is untouched.') },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row } = await ownConfigState(user, request.params.configStateId);
      await deleteConfigState(db(), row.configStateId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.configStates.dataSourcesAndCapabilities,
    {
      config: { access },
      schema: {
        tags,
        params: configStateParams,
        response: { 200: dataSourcesAndCapabilitiesSchema },
      },
    },
    async (request) => {
      const { row } = await ownConfigState(signedInUser(request), request.params.configStateId);
      const libraries = await libraryChoices(row.gptSystemType === 'User' ? 'User' : 'System');
      return {
        dataSources: libraries.map(({ dataSourceId, name }) => ({ dataSourceId, name })),
        capabilityTypes: [...capabilityTypeSchema.options],
        guidelinesDocuments: await listGuidelinesDocuments(db()),
      };
    },
  );

  app.post(
    routes.configStates.createGptSystem,
    {
      config: { access },
      schema: { tags, params: configStateParams, response: { 201: gptSystemSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row, agent: existing } = await ownConfigState(user, request.params.configStateId);
      if (existing || row.gptSystemId) throw new HttpError(409, configStateMessages.alreadyAnAgent);
      const configuration = storedConfiguration(row.configuration);
      await refuseErrors(configuration, row.gptSystemType);
      const created = await db().transaction(async (tx) => {
        // Counted under the owner's lock: concurrent creations cannot pass the limit together.
        if (row.gptSystemType === 'User') await refuseBeyondAgentLimit(tx, user.userId);
        const columns = agentColumnsOf(configuration);
        const inserted = await insertAgent(tx, {
          ...columns,
          description: null,
          gptSystemType: row.gptSystemType,
          ownerUserId: row.gptSystemType === 'User' ? user.userId : null,
          // Saved, not yet offered to anyone: the publishing page (or the owner) publishes it.
          publishingState: 'Draft',
        });
        const { agent, version } = await publish(tx, user, inserted.gptSystemId, configuration);
        await updateConfigState(tx, row.configStateId, { gptSystemId: agent.gptSystemId });
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'Created',
          before: null,
          after: auditedConfiguration(configuration, version),
        });
        return agent;
      });
      const withIcon = await adoptDraftIcon(
        { db: db(), blobs: context.services.blobs },
        row,
        created,
      );
      return reply
        .code(201)
        .send({ ...agentView(withIcon, user.userId), configStateId: row.configStateId });
    },
  );

  app.put(
    routes.configStates.updateGptSystem,
    {
      config: { access },
      schema: { tags, params: configStateParams, response: { 200: gptSystemSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { row, agent } = await ownConfigState(user, request.params.configStateId);
      if (!agent) throw new HttpError(409, configStateMessages.notYetAnAgent);
      const configuration = storedConfiguration(row.configuration);
      await refuseErrors(configuration, row.gptSystemType);
      const before = await currentConfiguration(agent);
      const updated = await db().transaction(async (tx) => {
        const published = await publish(tx, user, agent.gptSystemId, configuration);
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'Published',
          before: auditedConfiguration(before, agent.publishedVersion ?? 0),
          after: auditedConfiguration(configuration, published.version),
        });
        return published.agent;
      });
      return { ...agentView(updated, user.userId), configStateId: row.configStateId };
    },
  );

  app.post(
    routes.configStates.restoreVersion,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ configStateId: idSchema, version: z.coerce.number().int().min(1) }),
        response: { 200: configStateSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { row, agent } = await ownConfigState(user, request.params.configStateId);
      if (!agent) throw new HttpError(409, configStateMessages.notYetAnAgent);
      const version = await findAgentVersion(db(), agent.gptSystemId, request.params.version);
      if (!version) throw notFound(configStateMessages.versionNotFound(request.params.version));
      const restored = await updateConfigState(db(), row.configStateId, {
        configuration: version.configuration,
      });
      return view(restored, agent, user);
    },
  );
};
