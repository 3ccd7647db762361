import { and, eq } from 'drizzle-orm';
import { findInstanceSettings } from './instance-settings';
import type { Database } from '../database';
import { onlyRow } from './rows';
import { conversations, generatedImages, segments, traceLogs } from '../schema';
import { recordUsage } from './analytics';

export interface NewQuestion {
  conversationId: string;
  parentSegmentId: string | null;
  question: string;
  deploymentName: string;
  answeredWithGptSystemId: string | null;
  /** The server instance that will answer it (`db/queries/server-instances.ts`). */
  answeringInstanceId: string;
}

/**
 * Stores a question as a Pending segment and makes it the conversation's selected leaf, before
 * any model is called: nothing the user typed is lost, whatever happens next.
 */
export async function insertQuestion(db: Database, question: NewQuestion) {
  return db.transaction(async (tx) => {
    const segment = onlyRow(
      await tx
        .insert(segments)
        .values({ ...question, status: 'Pending' })
        .returning(),
      'the new segment',
    );
    await tx
      .update(conversations)
      .set({ selectedLeafSegmentId: segment.segmentId })
      .where(eq(conversations.conversationId, question.conversationId));
    return segment;
  });
}

/** Whom a conversation talks to: an agent, or an agent editor's draft (its test conversation). */
export type ConversationSubject =
  | { gptSystemId: string; configStateId?: never }
  | { gptSystemId: string | null; configStateId: string };

/** A user's conversation, or an anonymous visitor's (owned by their public session). */
export type NewConversation = {
  title: string;
  sessionIdentifier: string;
  brandKey: string;
} & (
  | { ownerUserId: string; publicSessionIdentifier?: never }
  | { publicSessionIdentifier: string; ownerUserId?: never }
) &
  ConversationSubject;

export async function insertConversation(db: Database, conversation: NewConversation) {
  return onlyRow(
    await db.insert(conversations).values(conversation).returning(),
    'the new conversation',
  );
}

export async function markStreaming(db: Database, segmentId: string, engine: string) {
  await db
    .update(segments)
    .set({ status: 'Streaming', engine })
    .where(eq(segments.segmentId, segmentId));
}

/**
 * Stores the answer as far as it streamed, while it streams (a checkpoint), so a crash keeps it.
 * Only while the segment is still Streaming: a checkpoint never overwrites a stored final answer.
 */
export async function saveAnswerProgress(
  db: Database,
  segmentId: string,
  progress: { answer: string; codeInterpreterOutput: string },
) {
  await db
    .update(segments)
    .set(progress)
    .where(and(eq(segments.segmentId, segmentId), eq(segments.status, 'Streaming')));
}

export interface FinishedAnswer {
  segmentId: string;
  status: 'Completed' | 'Stopped' | 'Failed' | 'Interrupted';
  answer: string;
  codeInterpreterOutput: string;
  citations: { title: string; path: string }[];
  errorMessage: string | null;
  usage:
    | { model: string; inputTokens: number; outputTokens: number; tokensEstimated?: boolean }
    | undefined;
  traces: { timestamp: Date; level: string; message: string }[];
  usageRecord:
    | {
        userId: string | null;
        publicEndpoint: string | null;
        brandKey: string;
        gptSystemId: string | null;
        deploymentName: string;
        /** Milliseconds from the question's arrival to the answer's first text, if it had any. */
        firstTokenMs: number | null;
        /** Milliseconds from the question's arrival to the answer being stored. */
        totalMs: number;
      }
    | undefined;
}

/**
 * Stores an answer as far as it got, its trace (unless HIPAA mode is on) and its usage, in one
 * transaction.
 */
export async function storeAnswer(db: Database, finished: FinishedAnswer) {
  const completedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(segments)
      .set({
        status: finished.status,
        answer: finished.answer,
        codeInterpreterOutput: finished.codeInterpreterOutput,
        citations: finished.citations,
        errorMessage: finished.errorMessage,
        model: finished.usage?.model ?? null,
        inputTokens: finished.usage?.inputTokens ?? null,
        outputTokens: finished.usage?.outputTokens ?? null,
        completedAt,
      })
      .where(eq(segments.segmentId, finished.segmentId));
    const { hipaaMode } = await findInstanceSettings(tx);
    // HIPAA mode (issue 17, `domain/hipaa.ts`): trace logs are not stored while it is on.
    if (finished.traces.length > 0 && !hipaaMode) {
      await tx.insert(traceLogs).values(
        finished.traces.map((trace, position) => ({
          ...trace,
          position,
          segmentId: finished.segmentId,
        })),
      );
    }
    if (finished.usage && finished.usageRecord) {
      const hour = new Date(completedAt);
      hour.setUTCMinutes(0, 0, 0);
      await recordUsage(tx, {
        ...finished.usageRecord,
        segmentId: finished.segmentId,
        model: finished.usage.model,
        inputTokens: finished.usage.inputTokens,
        outputTokens: finished.usage.outputTokens,
        tokensEstimated: finished.usage.tokensEstimated === true,
        answeredAt: completedAt,
        hour,
        isPublic: finished.usageRecord.publicEndpoint !== null,
        hipaaMode,
      });
    }
  });
}

export async function insertGeneratedImage(
  db: Database,
  image: typeof generatedImages.$inferInsert,
) {
  await db.insert(generatedImages).values(image);
}

/** The image stored under a capability key, if the key, segment and file name all match. */
export async function findGeneratedImage(
  db: Database,
  segmentId: string,
  accessKey: string,
  fileName: string,
) {
  const [row] = await db
    .select({
      conversationId: segments.conversationId,
      mimeType: generatedImages.mimeType,
      blobKey: generatedImages.blobKey,
    })
    .from(generatedImages)
    .innerJoin(segments, eq(segments.segmentId, generatedImages.segmentId))
    .where(
      and(
        eq(generatedImages.accessKey, accessKey),
        eq(generatedImages.segmentId, segmentId),
        eq(generatedImages.fileName, fileName),
      ),
    );
  return row;
}
