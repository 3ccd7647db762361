import fastifyMultipart from '@fastify/multipart';
import {
  avatarVersionSchema,
  identiconFileName,
  idSchema,
  limits,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findConfigStateAvatarVersion,
  recordAgentAvatarRemoved,
  recordAgentAvatarUploaded,
  setConfigStateAvatarVersion,
} from '../../db/queries/agent-look';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import { updateAgent } from '../../db/queries/config-states';
import type { ConfigStateRow } from '../../db/queries/config-states';
import type { AgentRow } from '../../db/queries/gpt-systems';
import { auditActor } from '../../domain/administration';
import {
  avatarBlobKeys,
  checkedAvatar,
  nextAvatarVersion,
  removedAvatarVersion,
  shownAvatarVersion,
} from '../../domain/agent-avatar';
import { signedInUser } from '../../http/authorization';
import { sendAvatar } from '../../http/avatar-reply';
import { badRequest } from '../../http/http-error';
import { readUploadForm } from '../../http/upload-form';
import { avatarQuery } from '../agent-management/agent-look-routes';
import type { RouteOptions } from '../route-options';
import { configStateAccess } from './config-state-access';

const configStateParams = z.object({ configStateId: idSchema });

/** A new agent takes its draft's icon as its avatar (the blob copied, then the version set). */
export async function adoptDraftIcon(
  services: { db: Database; blobs: BlobStore },
  draft: ConfigStateRow,
  agent: AgentRow,
): Promise<AgentRow> {
  if (shownAvatarVersion(draft.avatarVersion) === null) return agent;
  const icon = await services.blobs.get(avatarBlobKeys.configState(draft.configStateId));
  if (!icon) return agent;
  await services.blobs.put(avatarBlobKeys.agent(agent.gptSystemId), icon);
  return updateAgent(services.db, agent.gptSystemId, { avatarVersion: draft.avatarVersion });
}

export const configStateAvatarMessages = {
  wrongFileName: (expected: string, fileName: string) =>
    `The icon file must be named "${expected}" (admin-spec section 7); it was "${fileName}".`,
} as const;

/**
 * The agent editor's icon (chat-spec and admin-spec section 7: a multipart file named
 * `{configStateId}_identicon.svg`). The draft keeps it; when the draft's agent exists the icon
 * becomes the agent's avatar at once (audited), and `createGptSystem` gives a new agent its
 * draft's icon. The GET answers the icon, or the draft's identicon.
 */
export const configStateAvatarRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['agent editor'];
  const access = 'signedIn' as const;
  const db = () => context.services.db;
  const { ownConfigState } = configStateAccess(context);
  await app.register(fastifyMultipart);

  app.post(
    routes.configStates.avatar,
    {
      config: { access },
      schema: {
        tags,
        description: `multipart/form-data with the icon in "file", named {configStateId}_identicon.svg: PNG, JPEG, WebP or SVG (checked by content), at most ${limits.agentAvatarMaxBytes} bytes.`,
        consumes: ['multipart/form-data'],
        params: configStateParams,
        response: { 200: avatarVersionSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { row, agent } = await ownConfigState(user, request.params.configStateId);
      const { file } = await readUploadForm(request, {
        kind: 'icon',
        maxFileBytes: limits.agentAvatarMaxBytes,
      });
      const expected = identiconFileName(row.configStateId);
      if (file.fileName !== expected) {
        throw badRequest(configStateAvatarMessages.wrongFileName(expected, file.fileName));
      }
      const avatar = checkedAvatar(file);
      const avatarVersion = nextAvatarVersion(
        Math.max(Math.abs(row.avatarVersion ?? 0), Math.abs(agent?.avatarVersion ?? 0)),
      );
      const { blobs } = context.services;
      await blobs.put(avatarBlobKeys.configState(row.configStateId), avatar.data);
      if (agent) await blobs.put(avatarBlobKeys.agent(agent.gptSystemId), avatar.data);
      await db().transaction(async (tx) => {
        await setConfigStateAvatarVersion(tx, row.configStateId, avatarVersion);
        if (agent) {
          await recordAgentAvatarUploaded(tx, auditActor(user), agent, avatarVersion, avatar);
        }
      });
      return { avatarVersion };
    },
  );

  app.delete(
    routes.configStates.avatar,
    {
      config: { access },
      schema: { tags, params: configStateParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row, agent } = await ownConfigState(user, request.params.configStateId);
      await db().transaction(async (tx) => {
        await setConfigStateAvatarVersion(
          tx,
          row.configStateId,
          removedAvatarVersion(row.avatarVersion),
        );
        if (agent) await recordAgentAvatarRemoved(tx, auditActor(user), agent);
      });
      return reply.code(204).send(null);
    },
  );

  // Public like the agent's avatar: an <img> sends no token, and any id gets a picture.
  app.get(
    routes.configStates.avatar,
    {
      config: { access: 'public' },
      schema: { tags, params: configStateParams, querystring: avatarQuery },
    },
    async (request, reply) => {
      const { configStateId } = request.params;
      const version = await findConfigStateAvatarVersion(db(), configStateId);
      return sendAvatar(reply, {
        seed: configStateId,
        version: shownAvatarVersion(version ?? null),
        requestedVersion: request.query.v,
        open: () => context.services.blobs.open(avatarBlobKeys.configState(configStateId)),
      });
    },
  );
};
