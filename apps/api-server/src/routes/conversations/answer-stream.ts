import type {
  postSegmentRequestSchema,
  startConversationRequestSchema,
} from '@parley/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppServices } from '../../app-context';
import { storeQuestion } from '../../db/queries/answers';
import type { ConversationSubject, NewConversation } from '../../db/queries/answers';
import { branchTo } from '../../db/queries/conversations';
import { findAnswerConditions, findInstanceSettings } from '../../db/queries/instance-settings';
import type { ModelDeploymentRow } from '../../db/queries/model-deployments';
import type { QuestionUploads } from '../../db/queries/uploads';
import { runAnswerJob } from '../../domain/answer-job';
import { budgetRefusal } from '../../domain/budget';
import { hipaaRefusal } from '../../domain/hipaa';
import { personalAgentRefusal } from '../../domain/model-deployments';
import type { AnswerJob, AnsweringAgent, AskedBy } from '../../domain/answer-job';
import { titleFromQuestion } from '../../domain/conversation-title';
import { questionUploadsOf } from '../../domain/upload-links';
import { openEventStream } from '../../http/event-stream';
import { visitBrandKey } from '../../http/visit-brand';
import { signedInUser } from '../../http/authorization';
import { badRequest, forbidden, HttpError } from '../../http/http-error';
import { uploadOwnerFor } from '../../http/upload-owner';
import { engineName } from '../../providers';

/** The documented 200 of every streamed answer route, user and public alike. */
export const streamResponse = {
  200: z
    .string()
    .describe(
      'text/event-stream: conversation-and-segment-id, segment-answered-with-gpt-system, then ' +
        'step-update, response-updated, code-interpreter-updated, generated-image-link, error, then ' +
        'response-model, cosmos-db-session-tokens and no-more-data (ARCHITECTURE section 4).',
    ),
};

export async function defaultBrandKey(services: AppServices): Promise<string> {
  return (await findInstanceSettings(services.db)).defaultBrandKey;
}

/**
 * Refuses a question `agent` may not answer now, before anything is stored or any model called,
 * so the client keeps the question: a personal agent's deployment since closed to personal
 * agents (403, `domain/model-deployments.ts`); in HIPAA mode a deployment not marked compliant
 * (403, `domain/hipaa.ts`); a spent token budget of the instance or of `brandKey` (429 with when its
 * period ends, `domain/budget.ts`). Answers the agent's stored deployment, which answers the
 * question (`AdmittedQuestion.deployment`): read once, with the settings and the brand's budget.
 */
export async function refuseUnanswerable(
  services: AppServices,
  reply: FastifyReply,
  brandKey: string,
  agent: Pick<AnsweringAgent, 'deploymentName' | 'gptSystemType'>,
): Promise<ModelDeploymentRow | undefined> {
  const conditions = await findAnswerConditions(services.db, agent.deploymentName, brandKey);
  const { deployment, settings } = conditions;
  const closed = personalAgentRefusal(agent, deployment);
  if (closed) throw forbidden(closed);
  const hipaa = hipaaRefusal(settings.hipaaMode, deployment, agent.deploymentName);
  if (hipaa) throw forbidden(hipaa);
  const refusal = await budgetRefusal(services.db, conditions, brandKey);
  if (!refusal) return deployment;
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  throw new HttpError(429, refusal.message);
}

/** Where a question goes: after `parentSegmentId` in a conversation (null starts its tree), or into a new one. */
export type QuestionPlace =
  | { conversation: AnswerJob['conversation']; parentSegmentId: string | null }
  | { starts: NewConversation };

/** A question whose uploads are checked and that `refuseUnanswerable` let through. */
export interface AdmittedQuestion {
  place: QuestionPlace;
  question: string;
  uploads: QuestionUploads;
  agent: AnsweringAgent;
  askedBy: AskedBy;
  /** The agent's stored deployment as `refuseUnanswerable` read it; none: the offline engine. */
  deployment: ModelDeploymentRow | undefined;
}

/**
 * The questions and answers before a question after `parentSegmentId`, oldest first; a parent
 * outside the conversation is a 400, before anything is stored.
 */
async function historyBefore(
  services: AppServices,
  conversationId: string,
  parentSegmentId: string | null,
): Promise<AnswerJob['history']> {
  if (!parentSegmentId) return [];
  const history = await branchTo(services.db, conversationId, parentSegmentId);
  if (history.length === 0) {
    throw badRequest(
      `lineage.parentSegmentId: the conversation has no segment "${parentSegmentId}".`,
    );
  }
  return history;
}

/**
 * Stores the question (with the conversation it starts, if it starts one, and its uploads), then
 * opens the event stream and runs the answer job (ARCHITECTURE section 4); resolves when the job
 * has stored the answer and ended the stream. The history it is answered with is read first: it
 * also proves that the parent segment is in the conversation.
 */
export async function answerQuestion(
  context: AppContext,
  reply: FastifyReply,
  admitted: AdmittedQuestion,
): Promise<void> {
  const { services } = context;
  const { place, question, uploads, agent, askedBy, deployment } = admitted;
  const history =
    'starts' in place
      ? []
      : await historyBefore(services, place.conversation.conversationId, place.parentSegmentId);
  const { conversationId, segment } = await storeQuestion(services.db, {
    conversation:
      'starts' in place
        ? { starts: place.starts }
        : { conversationId: place.conversation.conversationId },
    parentSegmentId: 'starts' in place ? null : place.parentSegmentId,
    question,
    deploymentName: agent.deploymentName,
    answeredWithGptSystemId: agent.gptSystemId,
    answeringInstanceId: services.instanceId,
    engine: engineName(deployment),
    uploads,
  });
  const conversation =
    'starts' in place
      ? {
          conversationId,
          brandKey: place.starts.brandKey,
          configStateId: place.starts.configStateId ?? null,
        }
      : place.conversation;
  for (const [name, value] of Object.entries(services.sessionTokenHeaders())) {
    reply.header(name, value);
  }
  const stream = openEventStream(reply);
  await services.jobs
    .run((controller) =>
      runAnswerJob(
        {
          services,
          stream,
          log: reply.log,
          conversation,
          history,
          segment,
          uploads,
          agent,
          deployment,
          askedBy,
        },
        controller,
      ),
    )
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'answer job failed');
      stream.end();
    });
}

/**
 * A signed-in user's question to `agent`: the first of a new conversation with `starts`, or the
 * next in `conversation` (which the route has found to be the caller's).
 */
export type UserQuestion = { agent: AnsweringAgent } & (
  | { body: z.output<typeof startConversationRequestSchema>; starts: ConversationSubject }
  | { body: z.output<typeof postSegmentRequestSchema>; conversation: AnswerJob['conversation'] }
);

/**
 * Asks as the signed-in caller: the question's uploads are checked before anything is stored,
 * then the conversation it starts (if it starts one) and the question are stored, and the answer
 * streams.
 */
export async function ask(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  asked: UserQuestion,
): Promise<void> {
  const { services } = context;
  const { userId } = signedInUser(request);
  const { agent, body } = asked;
  const uploads = await questionUploadsOf(services.db, uploadOwnerFor(request), body, agent);
  // A new conversation keeps the brand of the visit it started on (its host name's brand).
  const brandKey =
    'starts' in asked ? await visitBrandKey(services, request) : asked.conversation.brandKey;
  const deployment = await refuseUnanswerable(services, reply, brandKey, agent);
  const place: QuestionPlace =
    'starts' in asked
      ? {
          starts: {
            ...asked.starts,
            ownerUserId: userId,
            title: titleFromQuestion(body.question),
            sessionIdentifier: asked.body.session.sessionIdentifier,
            brandKey,
          },
        }
      : { conversation: asked.conversation, parentSegmentId: asked.body.lineage.parentSegmentId };
  await answerQuestion(context, reply, {
    place,
    question: body.question,
    uploads,
    agent,
    askedBy: { userId, publicEndpoint: null },
    deployment,
  });
}
