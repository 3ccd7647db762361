import {
  actions,
  idSchema,
  routes,
  userPromptInputSchema,
  userPromptListSchema,
  userPromptSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteUserPrompt,
  insertUserPrompt,
  listUserPrompts,
  updateUserPrompt,
} from '../../db/queries/user-prompts';
import type { UserPromptRow } from '../../db/queries/user-prompts';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

function promptView(row: UserPromptRow) {
  return {
    promptId: row.promptId,
    title: row.title,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const promptParams = z.object({ promptId: idSchema });

/** The prompts a user saved for themselves; each user sees and changes only their own. */
export const userPromptRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['user prompts'];
  const access = actions.AgentRead;
  const missing = (promptId: string) => notFound(`No prompt of yours has the id "${promptId}".`);

  app.get(
    routes.userPrompts.list,
    { config: { access }, schema: { tags, response: { 200: userPromptListSchema } } },
    async (request) => {
      const rows = await listUserPrompts(context.services.db, signedInUser(request).userId);
      return { items: rows.map(promptView) };
    },
  );

  app.post(
    routes.userPrompts.list,
    {
      config: { access },
      schema: { tags, body: userPromptInputSchema, response: { 201: userPromptSchema } },
    },
    async (request, reply) => {
      const row = await insertUserPrompt(
        context.services.db,
        signedInUser(request).userId,
        request.body,
      );
      return reply.code(201).send(promptView(row));
    },
  );

  app.put(
    routes.userPrompts.one,
    {
      config: { access },
      schema: {
        tags,
        params: promptParams,
        body: userPromptInputSchema,
        response: { 200: userPromptSchema },
      },
    },
    async (request) => {
      const { promptId } = request.params;
      const userId = signedInUser(request).userId;
      const row = await updateUserPrompt(context.services.db, userId, promptId, request.body);
      if (!row) throw missing(promptId);
      return promptView(row);
    },
  );

  app.delete(
    routes.userPrompts.one,
    {
      config: { access },
      schema: { tags, params: promptParams, response: { 204: z.null().describe('Deleted.') } },
    },
    async (request, reply) => {
      const { promptId } = request.params;
      const userId = signedInUser(request).userId;
      if (!(await deleteUserPrompt(context.services.db, userId, promptId))) {
        throw missing(promptId);
      }
      return reply.code(204).send(null);
    },
  );
};
