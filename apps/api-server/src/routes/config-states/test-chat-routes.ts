import {
  conversationSchema,
  executionDetailsSchema,
  idSchema,
  postSegmentRequestSchema,
  routes,
  startConversationRequestSchema,
  traceLogsSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findConversationOf, findSegment, listTraceLogs } from '../../db/queries/conversations';
import type { UserWithActions } from '../../db/queries/users';
import {
  checkConfiguration,
  draftAgent,
  storedConfiguration,
} from '../../domain/agent-configuration';
import { executionDetailsView, traceLogsView } from '../../domain/views';
import { signedInUser } from '../../http/authorization';
import { HttpError, notFound } from '../../http/http-error';
import { ask, streamResponse } from '../conversations/answer-stream';
import { conversationDetails } from '../conversations/conversation-reads';
import type { RouteOptions } from '../route-options';
import { configStateAccess, configStateMessages } from './config-state-access';

const configStateParams = z.object({ configStateId: idSchema });
const conversationParams = configStateParams.extend({ conversationId: idSchema });
const segmentParams = conversationParams.extend({ segmentId: idSchema });

/**
 * The agent editor's test chat (chat-spec section 7, "Config-state conversations"): questions to
 * the draft, answered with its configuration as it stands, so testing needs no publish. The
 * editor saves the form into the draft before it asks. Test conversations are the draft owner's,
 * stream like any answer (ARCHITECTURE section 4), and never appear in the user's conversations;
 * deleting the draft deletes them.
 */
export const testChatRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['agent editor'];
  const access = 'signedIn' as const;
  const { configurationChoices, ownConfigState } = configStateAccess(context);

  /** The caller's draft as the agent it answers as; a draft with errors does not answer. */
  const answeringDraft = async (user: UserWithActions, configStateId: string) => {
    const { row, agent } = await ownConfigState(user, configStateId);
    const configuration = storedConfiguration(row.configuration);
    const { errors } = checkConfiguration(
      configuration,
      await configurationChoices(row.gptSystemType),
    );
    if (errors.length > 0) throw new HttpError(400, configStateMessages.cannotTest, errors);
    return { row, ...draftAgent({ ...row, configuration }, agent) };
  };

  const testConversation = async (configStateId: string, conversationId: string) => {
    const conversation = await findConversationOf(
      context.services.db,
      { configStateId },
      conversationId,
    );
    if (!conversation) throw notFound(configStateMessages.conversationNotFound(conversationId));
    return conversation;
  };

  /** An answer in the caller's own draft's test conversation; anyone else's is a 404. */
  const testSegment = async (user: UserWithActions, params: z.infer<typeof segmentParams>) => {
    const { configStateId, conversationId, segmentId } = params;
    await ownConfigState(user, configStateId);
    await testConversation(configStateId, conversationId);
    const segment = await findSegment(context.services.db, conversationId, segmentId);
    if (!segment) throw notFound(configStateMessages.segmentNotFound(segmentId));
    return segment;
  };

  app.post(
    routes.configStates.conversations,
    {
      config: { access },
      schema: {
        tags,
        params: configStateParams,
        body: startConversationRequestSchema,
        produces: ['text/event-stream'],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row, answering } = await answeringDraft(user, request.params.configStateId);
      const starts = { gptSystemId: row.gptSystemId, configStateId: row.configStateId };
      await ask(context, request, reply, { agent: answering, body: request.body, starts });
      return reply;
    },
  );

  app.post(
    routes.configStates.segments,
    {
      config: { access },
      schema: {
        tags,
        params: conversationParams,
        body: postSegmentRequestSchema,
        produces: ['text/event-stream'],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { configStateId, conversationId } = request.params;
      const { answering } = await answeringDraft(user, configStateId);
      const conversation = await testConversation(configStateId, conversationId);
      await ask(context, request, reply, { agent: answering, body: request.body, conversation });
      return reply;
    },
  );

  app.get(
    routes.configStates.conversation,
    {
      config: { access },
      schema: { tags, params: conversationParams, response: { 200: conversationSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { configStateId, conversationId } = request.params;
      const { row, agent } = await ownConfigState(user, configStateId);
      const conversation = await testConversation(configStateId, conversationId);
      const configuration = storedConfiguration(row.configuration);
      const { shown } = draftAgent({ ...row, configuration }, agent);
      return conversationDetails(context.services, conversation, { userId: user.userId }, shown);
    },
  );

  app.get(
    routes.configStates.executionDetails,
    {
      config: { access },
      schema: { tags, params: segmentParams, response: { 200: executionDetailsSchema } },
    },
    async (request) =>
      executionDetailsView(await testSegment(signedInUser(request), request.params)),
  );

  app.get(
    routes.configStates.traceLogs,
    {
      config: { access },
      schema: { tags, params: segmentParams, response: { 200: traceLogsSchema } },
    },
    async (request) => {
      const segment = await testSegment(signedInUser(request), request.params);
      return traceLogsView(await listTraceLogs(context.services.db, segment.segmentId));
    },
  );
};
