import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppServices } from '../../app-context';
import { insertQuestion } from '../../db/queries/answers';
import { findSegment } from '../../db/queries/conversations';
import { findInstanceSettings } from '../../db/queries/instance-settings';
import { runAnswerJob } from '../../domain/answer-job';
import type { AnsweringAgent, AskedBy } from '../../domain/answer-job';
import { openEventStream } from '../../http/event-stream';
import { badRequest } from '../../http/http-error';

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

export interface NextQuestion {
  conversationId: string;
  /** The segment the question follows (`lineage.parentSegmentId`); null starts the tree. */
  parentSegmentId: string | null;
  question: string;
  agent: AnsweringAgent;
}

/** Stores the question as a Pending segment; a parent outside the conversation is a 400. */
export async function storeQuestion(services: AppServices, next: NextQuestion) {
  const { conversationId, parentSegmentId, question, agent } = next;
  if (parentSegmentId && !(await findSegment(services.db, conversationId, parentSegmentId))) {
    throw badRequest(
      `lineage.parentSegmentId: the conversation has no segment "${parentSegmentId}".`,
    );
  }
  return insertQuestion(services.db, {
    conversationId,
    parentSegmentId,
    question,
    deploymentName: agent.deploymentName,
    answeredWithGptSystemId: agent.gptSystemId,
  });
}

export interface StreamedAnswer {
  conversation: { conversationId: string; brandKey: string; configStateId?: string | null };
  segment: Awaited<ReturnType<typeof insertQuestion>>;
  agent: AnsweringAgent;
  askedBy: AskedBy;
}

/**
 * Opens the event stream and runs the answer job for a stored question (ARCHITECTURE section 4);
 * resolves when the job has stored the answer and ended the stream.
 */
export async function streamAnswer(
  context: AppContext,
  reply: FastifyReply,
  answer: StreamedAnswer,
): Promise<void> {
  const { services } = context;
  for (const [name, value] of Object.entries(services.sessionTokenHeaders())) {
    reply.header(name, value);
  }
  const stream = openEventStream(reply);
  await services.jobs
    .run((controller) => runAnswerJob({ services, stream, log: reply.log, ...answer }, controller))
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'answer job failed');
      stream.end();
    });
}
