import {
  gptSystemDetailsForConversationSchema,
  guidelinesConsentListSchema,
  guidelinesConsentRequestSchema,
  guidelinesConsentSchema,
  idSchema,
  PUBLIC_SESSION_HEADER,
  publicChatSessionSchema,
  promptsForConversationSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findGuidelinesDocument } from '../../db/queries/guidelines';
import { listAgentPrompts } from '../../db/queries/gpt-systems';
import {
  insertPublicSession,
  listPublicConsents,
  recordPublicConsent,
} from '../../db/queries/public-chat';
import {
  newSessionIdentifier,
  rateLimitWindowMs,
  sessionLimits,
} from '../../domain/public-endpoint';
import { acceptedVersion, consentView } from '../../domain/guidelines-consent';
import { createRateLimiter } from '../../domain/rate-limit';
import { notFound } from '../../http/http-error';
import { defaultBrandKey } from '../conversations/answer-stream';
import { agentDetailsForConversation } from '../gpt-systems/agent-details';
import type { RouteOptions } from '../route-options';
import {
  availableEndpoint,
  endpointParams,
  enforceRateLimit,
  knownSession,
  publicTags,
  sessionParams,
} from './public-access';

const access = 'public';

/**
 * Anonymous sessions (a design: chat-spec section 7 shows no call for it): a visitor asks for a
 * session on a public endpoint, then reads the agent's details and prompts and gives consent
 * through it. No user token is read.
 */
export const publicSessionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = publicTags;
  const limiter = createRateLimiter(() => context.services.db, 'public-session', rateLimitWindowMs);

  app.post(
    routes.publicConversations.session,
    {
      config: { access },
      schema: {
        tags,
        description: `A new anonymous session, also sent in the ${PUBLIC_SESSION_HEADER} header.`,
        params: endpointParams,
        response: { 201: publicChatSessionSchema },
      },
    },
    async (request, reply) => {
      const { services } = context;
      const agent = await availableEndpoint(services, request.params.gptPublicEndpoint);
      enforceRateLimit(reply, await limiter.hit(sessionLimits(agent, request.ip)));
      const session = await insertPublicSession(services.db, {
        sessionIdentifier: newSessionIdentifier(),
        gptSystemId: agent.gptSystemId,
      });
      return reply
        .code(201)
        .header(PUBLIC_SESSION_HEADER, session.sessionIdentifier)
        .send({
          sessionIdentifier: session.sessionIdentifier,
          gptPublicEndpoint: request.params.gptPublicEndpoint,
          gptSystemId: agent.gptSystemId,
          brandKey: agent.publicBrandKey ?? (await defaultBrandKey(services)),
        });
    },
  );

  app.get(
    routes.publicConversations.gptSystemDetailsForConversation,
    {
      config: { access },
      schema: {
        tags,
        params: sessionParams,
        response: { 200: gptSystemDetailsForConversationSchema },
      },
    },
    async (request) => {
      const session = await knownSession(context.services, request.params.sessionIdentifier);
      return agentDetailsForConversation(context.services, session.agent, null);
    },
  );

  app.get(
    routes.publicConversations.promptsForConversation,
    {
      config: { access },
      schema: { tags, params: sessionParams, response: { 200: promptsForConversationSchema } },
    },
    async (request) => {
      const session = await knownSession(context.services, request.params.sessionIdentifier);
      return { prompts: await listAgentPrompts(context.services.db, session.agent.gptSystemId) };
    },
  );

  app.get(
    routes.publicConversations.guidelinesConsents,
    {
      config: { access },
      schema: { tags, params: sessionParams, response: { 200: guidelinesConsentListSchema } },
    },
    async (request) => {
      const { services } = context;
      const { sessionIdentifier } = await knownSession(services, request.params.sessionIdentifier);
      const consents = await listPublicConsents(services.db, sessionIdentifier);
      return { items: consents.map(consentView) };
    },
  );

  app.post(
    routes.publicConversations.guidelinesConsent,
    {
      config: { access },
      schema: {
        tags,
        params: sessionParams.extend({ guidelinesDocumentId: idSchema }),
        body: guidelinesConsentRequestSchema,
        response: { 200: guidelinesConsentSchema },
      },
    },
    async (request) => {
      const { services } = context;
      const { sessionIdentifier, guidelinesDocumentId } = request.params;
      const session = await knownSession(services, sessionIdentifier);
      // A session consents only to its own agent's guidelines.
      const document =
        session.agent.guidelinesDocumentId === guidelinesDocumentId
          ? await findGuidelinesDocument(services.db, guidelinesDocumentId)
          : undefined;
      if (!document) {
        throw notFound(
          `The agent of this session has no guidelines document "${guidelinesDocumentId}".`,
        );
      }
      const version = acceptedVersion(document, request.body?.version);
      return consentView(
        await recordPublicConsent(services.db, sessionIdentifier, guidelinesDocumentId, version),
      );
    },
  );
};
