import fastifyMultipart from '@fastify/multipart';
import {
  agentPromptInputSchema,
  agentPromptListSchema,
  agentPromptSchema,
  auditEntityTypes,
  avatarVersionSchema,
  idSchema,
  limits,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  copyAgentPromptsToDrafts,
  deleteAgentPrompt,
  findAgentAvatarVersion,
  findAgentPrompt,
  insertAgentPrompt,
  recordAgentAvatarRemoved,
  recordAgentAvatarUploaded,
  updateAgentPrompt,
} from '../../db/queries/agent-look';
import { recordAudit } from '../../db/queries/audit';
import { listAgentPrompts } from '../../db/queries/gpt-systems';
import { auditActor } from '../../domain/administration';
import {
  avatarBlobKeys,
  checkedAvatar,
  nextAvatarVersion,
  shownAvatarVersion,
} from '../../domain/agent-avatar';
import { signedInUser } from '../../http/authorization';
import { sendAvatar } from '../../http/avatar-reply';
import { notFound } from '../../http/http-error';
import { readUploadForm } from '../../http/upload-form';
import type { RouteOptions } from '../route-options';
import { changeableAgent, managedAgent } from './managed-agent';

const agentParams = z.object({ gptSystemId: idSchema });
const promptParams = z.object({ gptSystemId: idSchema, promptId: idSchema });
export const avatarQuery = z.object({ v: z.string().max(20).optional() });

export const agentLookMessages = {
  promptNotFound: (promptId: string) => `The agent has no prompt with the id "${promptId}".`,
} as const;

/**
 * An agent's look and feel (chat-spec section 7, common management; admin-spec section 7): its
 * conversation starters (prompts CRUD) and its avatar (upload, removal, and the versioned GET the
 * chat's images load, which answers the agent's identicon when it has none). Who may change what
 * is `managed-agent.ts`: the console's agent actions for System agents, the owner for personal
 * ones (anyone else: 404), never a banned agent or an owner blocked from creating agents. Every
 * change is audited in its transaction.
 */
export const agentLookRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['agent management'];
  const access = 'signedIn' as const;
  const db = () => context.services.db;
  await app.register(fastifyMultipart);

  app.get(
    routes.agentManagement.prompts,
    {
      config: { access },
      schema: { tags, params: agentParams, response: { 200: agentPromptListSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const agent = await managedAgent(db(), user, request.params.gptSystemId, 'read');
      return { prompts: await listAgentPrompts(db(), agent.gptSystemId) };
    },
  );

  app.post(
    routes.agentManagement.prompts,
    {
      config: { access },
      schema: {
        tags,
        params: agentParams,
        body: agentPromptInputSchema,
        response: { 201: agentPromptSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const agent = await changeableAgent(db(), user, request.params.gptSystemId);
      const prompt = await db().transaction(async (tx) => {
        const inserted = await insertAgentPrompt(tx, agent.gptSystemId, request.body);
        await copyAgentPromptsToDrafts(tx, agent.gptSystemId);
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'PromptCreated',
          before: null,
          after: inserted,
        });
        return inserted;
      });
      return reply.code(201).send(prompt);
    },
  );

  app.put(
    routes.agentManagement.prompt,
    {
      config: { access },
      schema: {
        tags,
        params: promptParams,
        body: agentPromptInputSchema,
        response: { 200: agentPromptSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { gptSystemId, promptId } = request.params;
      const agent = await changeableAgent(db(), user, gptSystemId);
      const before = await findAgentPrompt(db(), agent.gptSystemId, promptId);
      if (!before) throw notFound(agentLookMessages.promptNotFound(promptId));
      return db().transaction(async (tx) => {
        const updated = await updateAgentPrompt(tx, agent.gptSystemId, promptId, request.body);
        await copyAgentPromptsToDrafts(tx, agent.gptSystemId);
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'PromptUpdated',
          before,
          after: updated,
        });
        return updated;
      });
    },
  );

  app.delete(
    routes.agentManagement.prompt,
    {
      config: { access },
      schema: { tags, params: promptParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { gptSystemId, promptId } = request.params;
      const agent = await changeableAgent(db(), user, gptSystemId);
      const before = await findAgentPrompt(db(), agent.gptSystemId, promptId);
      if (!before) throw notFound(agentLookMessages.promptNotFound(promptId));
      await db().transaction(async (tx) => {
        await deleteAgentPrompt(tx, agent.gptSystemId, promptId);
        await copyAgentPromptsToDrafts(tx, agent.gptSystemId);
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'PromptDeleted',
          before,
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    routes.agentManagement.avatar,
    {
      config: { access },
      schema: {
        tags,
        description: `multipart/form-data with the image in "file": PNG, JPEG, WebP or SVG (checked by content), at most ${limits.agentAvatarMaxBytes} bytes.`,
        consumes: ['multipart/form-data'],
        params: agentParams,
        response: { 200: avatarVersionSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const agent = await changeableAgent(db(), user, request.params.gptSystemId);
      const { file } = await readUploadForm(request, {
        kind: 'avatar',
        maxFileBytes: limits.agentAvatarMaxBytes,
      });
      const avatar = checkedAvatar(file);
      const avatarVersion = nextAvatarVersion(agent.avatarVersion);
      await context.services.blobs.put(avatarBlobKeys.agent(agent.gptSystemId), avatar.data);
      await db().transaction((tx) =>
        recordAgentAvatarUploaded(tx, auditActor(user), agent, avatarVersion, avatar),
      );
      return { avatarVersion };
    },
  );

  app.delete(
    routes.agentManagement.avatar,
    {
      config: { access },
      schema: { tags, params: agentParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const agent = await changeableAgent(db(), user, request.params.gptSystemId);
      await db().transaction((tx) => recordAgentAvatarRemoved(tx, auditActor(user), agent));
      return reply.code(204).send(null);
    },
  );

  // Public: an <img> sends no bearer token. It tells nothing an id does not: any id gets a
  // picture (the identicon when no agent has it or its avatar was removed).
  app.get(
    routes.gptSystems.avatar,
    {
      config: { access: 'public' },
      schema: { tags, params: agentParams, querystring: avatarQuery },
    },
    async (request, reply) => {
      const { gptSystemId } = request.params;
      const version = await findAgentAvatarVersion(db(), gptSystemId);
      return sendAvatar(reply, {
        seed: gptSystemId,
        version: shownAvatarVersion(version ?? null),
        requestedVersion: request.query.v,
        open: () => context.services.blobs.open(avatarBlobKeys.agent(gptSystemId)),
      });
    },
  );
};
