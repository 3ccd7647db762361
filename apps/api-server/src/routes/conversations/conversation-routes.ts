import {
  actions,
  continuationQuerySchema,
  conversationPageSchema,
  conversationSchema,
  exportFileName,
  idSchema,
  limits,
  listConversationsQuerySchema,
  routes,
  updateSelectedLeafRequestSchema,
  updateTitleRequestSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-context';
import {
  listConversations,
  listSegments,
  updateConversation,
} from '../../db/queries/conversations';
import type { ListFilter } from '../../db/queries/conversations';
import type { UserWithActions } from '../../db/queries/users';
import { pageOf, positionAfter } from '../../domain/continuation-token';
import { conversationListItemView, segmentPath } from '../../domain/views';
import { signedInUser } from '../../http/authorization';
import type { RouteOptions } from '../route-options';
import { conversationDetails, selectLeafSegment } from './conversation-reads';
import { ownedConversation } from './owned-conversation';

const conversationParams = z.object({ conversationId: idSchema });
const noContent = { 204: z.null().describe('Done; no body.') };
const access = actions.AgentRead;

async function page(
  services: AppServices,
  user: UserWithActions,
  filter: Omit<ListFilter, 'after' | 'limit'>,
  continuationToken: string | undefined,
) {
  const limit = limits.conversationPageSize;
  const rows = await listConversations(services.db, user.userId, {
    ...filter,
    after: positionAfter(continuationToken),
    // One more than a page tells whether another page follows.
    limit: limit + 1,
  });
  const { rows: items, continuationToken: next } = pageOf(rows, limit, (row) => ({
    at: row.createdAt,
    id: row.conversationId,
  }));
  return {
    items: items.map((row) => conversationListItemView(row, user.userId)),
    continuationToken: next,
  };
}

/** Reading and managing one's own conversations (chat-spec section 7). */
export const conversationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['conversations'];

  app.get(
    routes.conversations.list,
    {
      config: { access },
      schema: {
        tags,
        querystring: listConversationsQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request) => {
      const { includeArchived = false, includeDeleted = false, continuationToken } = request.query;
      return page(
        context.services,
        signedInUser(request),
        { archivedOnly: false, includeArchived, includeDeleted },
        continuationToken,
      );
    },
  );

  app.get(
    routes.conversations.archived,
    {
      config: { access },
      schema: {
        tags,
        querystring: continuationQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request) =>
      page(
        context.services,
        signedInUser(request),
        { archivedOnly: true, includeArchived: true, includeDeleted: false },
        request.query.continuationToken,
      ),
  );

  app.get(
    routes.conversations.one,
    {
      config: { access },
      schema: { tags, params: conversationParams, response: { 200: conversationSchema } },
    },
    async (request) => {
      const { services } = context;
      const user = signedInUser(request);
      const conversation = await ownedConversation(services, user, request.params.conversationId);
      return conversationDetails(services, conversation, { userId: user.userId });
    },
  );

  app.delete(
    routes.conversations.one,
    {
      config: { access },
      schema: { tags, params: conversationParams, response: noContent },
    },
    async (request, reply) => {
      const { services } = context;
      const conversation = await ownedConversation(
        services,
        signedInUser(request),
        request.params.conversationId,
      );
      // A soft delete: the rows stay for moderation and audit, the user no longer sees them.
      await updateConversation(services.db, conversation.conversationId, { deletedAt: new Date() });
      return reply.code(204).send(null);
    },
  );

  for (const [route, archived] of [
    [routes.conversations.archive, true],
    [routes.conversations.unArchive, false],
  ] as const) {
    app.put(
      route,
      { config: { access }, schema: { tags, params: conversationParams, response: noContent } },
      async (request, reply) => {
        const { services } = context;
        const conversation = await ownedConversation(
          services,
          signedInUser(request),
          request.params.conversationId,
        );
        await updateConversation(services.db, conversation.conversationId, { archived });
        return reply.code(204).send(null);
      },
    );
  }

  app.put(
    routes.conversations.updateTitle,
    {
      config: { access },
      schema: {
        tags,
        params: conversationParams,
        body: updateTitleRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { services } = context;
      const conversation = await ownedConversation(
        services,
        signedInUser(request),
        request.params.conversationId,
      );
      await updateConversation(services.db, conversation.conversationId, {
        title: request.body.title,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    routes.conversations.updateSelectedLeafSegmentId,
    {
      config: { access },
      schema: {
        tags,
        params: conversationParams,
        body: updateSelectedLeafRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { services } = context;
      const conversation = await ownedConversation(
        services,
        signedInUser(request),
        request.params.conversationId,
      );
      await selectLeafSegment(services, conversation, request.body.selectedLeafSegmentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.conversations.export,
    {
      config: { access },
      schema: {
        tags,
        params: conversationParams,
        response: { 200: z.string().describe('The selected branch as plain text.') },
      },
    },
    async (request, reply) => {
      const { services } = context;
      const conversation = await ownedConversation(
        services,
        signedInUser(request),
        request.params.conversationId,
      );
      const segments = await listSegments(services.db, conversation.conversationId);
      const path = segmentPath(
        segments.map((row) => row.segment),
        conversation.selectedLeafSegmentId,
      );
      const byId = new Map(segments.map((row) => [row.segment.segmentId, row]));
      const lines = [conversation.title, ''];
      for (const row of path.flatMap((id) => byId.get(id) ?? [])) {
        const agentName = row.agent?.name ?? 'Assistant';
        lines.push(`You: ${row.segment.question}`, '', `${agentName}: ${row.segment.answer}`, '');
      }
      const fileName = exportFileName(conversation.title);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(lines.join('\n'));
    },
  );
};
