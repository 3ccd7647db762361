import type {
  postSegmentRequestSchema,
  startConversationRequestSchema,
} from '@parley/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppServices } from '../../app-context';
import { insertConversation, insertQuestion } from '../../db/queries/answers';
import type { ConversationSubject } from '../../db/queries/answers';
import { findSegment } from '../../db/queries/conversations';
import { findInstanceSettings } from '../../db/queries/instance-settings';
import { findModelDeployment } from '../../db/queries/model-deployments';
import { linkQuestionUploads } from '../../db/queries/uploads';
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
 * period ends, `domain/budget.ts`).
 */
export async function refuseUnanswerable(
  services: AppServices,
  reply: FastifyReply,
  brandKey: string,
  agent: Pick<AnsweringAgent, 'deploymentName' | 'gptSystemType'>,
): Promise<void> {
  const deployment = await findModelDeployment(services.db, agent.deploymentName);
  const closed = personalAgentRefusal(agent, deployment);
  if (closed) throw forbidden(closed);
  const hipaa = await hipaaRefusal(services.db, deployment, agent.deploymentName);
  if (hipaa) throw forbidden(hipaa);
  const refusal = await budgetRefusal(services.db, brandKey);
  if (!refusal) return;
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  throw new HttpError(429, refusal.message);
}

/** A question whose uploads are checked, ready to be stored and answered. */
export interface AdmittedQuestion {
  conversation: AnswerJob['conversation'];
  /** The segment the question follows (`lineage.parentSegmentId`); null starts the tree. */
  parentSegmentId: string | null;
  question: string;
  uploads: QuestionUploads;
  agent: AnsweringAgent;
  askedBy: AskedBy;
}

/**
 * Stores the question as a Pending segment with its uploads, then opens the event stream and runs
 * the answer job (ARCHITECTURE section 4); resolves when the job has stored the answer and ended
 * the stream. A parent outside the conversation is a 400, before anything is stored.
 */
export async function answerQuestion(
  context: AppContext,
  reply: FastifyReply,
  admitted: AdmittedQuestion,
): Promise<void> {
  const { services } = context;
  const { conversation, parentSegmentId, question, uploads, agent, askedBy } = admitted;
  const { conversationId } = conversation;
  if (parentSegmentId && !(await findSegment(services.db, conversationId, parentSegmentId))) {
    throw badRequest(
      `lineage.parentSegmentId: the conversation has no segment "${parentSegmentId}".`,
    );
  }
  const segment = await insertQuestion(services.db, {
    conversationId,
    parentSegmentId,
    question,
    deploymentName: agent.deploymentName,
    answeredWithGptSystemId: agent.gptSystemId,
    answeringInstanceId: services.instanceId,
  });
  await linkQuestionUploads(services.db, segment.segmentId, uploads);
  for (const [name, value] of Object.entries(services.sessionTokenHeaders())) {
    reply.header(name, value);
  }
  const stream = openEventStream(reply);
  await services.jobs
    .run((controller) =>
      runAnswerJob(
        { services, stream, log: reply.log, conversation, segment, agent, askedBy },
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
  await refuseUnanswerable(services, reply, brandKey, agent);
  const place =
    'starts' in asked
      ? {
          conversation: await insertConversation(services.db, {
            ...asked.starts,
            ownerUserId: userId,
            title: titleFromQuestion(body.question),
            sessionIdentifier: asked.body.session.sessionIdentifier,
            brandKey,
          }),
          parentSegmentId: null,
        }
      : { conversation: asked.conversation, parentSegmentId: asked.body.lineage.parentSegmentId };
  await answerQuestion(context, reply, {
    ...place,
    question: body.question,
    uploads,
    agent,
    askedBy: { userId, publicEndpoint: null },
  });
}
