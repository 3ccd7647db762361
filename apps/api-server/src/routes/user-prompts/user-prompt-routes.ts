import {
  actions,
  idSchema,
  routes,
  userPromptInputSchema,
  userPromptListSchema,
  userPromptSchema,
} from '@parley/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../db/queries/ids';
import { onlyRow } from '../../db/queries/rows';
import { userPrompts } from '../../db/schema';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

type PromptRow = typeof userPrompts.$inferSelect;

function promptView(row: PromptRow) {
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
  const ownPrompt = (userId: string, promptId: string) =>
    and(eq(userPrompts.promptId, promptId), eq(userPrompts.userId, userId));
  const missing = (promptId: string) => notFound(`No prompt of yours has the id "${promptId}".`);

  app.get(
    routes.userPrompts.list,
    { config: { access }, schema: { tags, response: { 200: userPromptListSchema } } },
    async (request) => {
      const rows = await context.services.db
        .select()
        .from(userPrompts)
        .where(eq(userPrompts.userId, signedInUser(request).userId))
        .orderBy(asc(userPrompts.createdAt), asc(userPrompts.promptId));
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
      const row = onlyRow(
        await context.services.db
          .insert(userPrompts)
          .values({ ...request.body, userId: signedInUser(request).userId })
          .returning(),
        'the new prompt',
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
      const [row] = isUuid(promptId)
        ? await context.services.db
            .update(userPrompts)
            .set({ ...request.body, updatedAt: new Date() })
            .where(ownPrompt(userId, promptId))
            .returning()
        : [];
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
      const deleted = isUuid(promptId)
        ? await context.services.db
            .delete(userPrompts)
            .where(ownPrompt(userId, promptId))
            .returning({ promptId: userPrompts.promptId })
        : [];
      if (deleted.length === 0) throw missing(promptId);
      return reply.code(204).send(null);
    },
  );
};
