import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hipaaModeNow } from './instance-settings';
import type { Database } from '../database';
import { onlyRow, rowsOf } from './rows';
import { conversations, generatedImages, segments } from '../schema';
import { usageWrites } from './analytics';
import type { SegmentRow } from './conversations';
import { linkQuestionUploads } from './uploads';
import type { QuestionUploads } from './uploads';

export interface NewQuestion {
  /** The conversation the question continues, or the one it starts (stored with it). */
  conversation: { conversationId: string } | { starts: NewConversation };
  parentSegmentId: string | null;
  question: string;
  deploymentName: string;
  answeredWithGptSystemId: string | null;
  /** The server instance that will answer it (`db/queries/server-instances.ts`). */
  answeringInstanceId: string;
  /** The engine that will answer it (`engineName`): it is answered as soon as it is stored. */
  engine: string;
  uploads: QuestionUploads;
}

/**
 * Stores a question before any model is called, so nothing the user typed is lost whatever
 * happens next. One transaction holds the conversation it starts (if it starts one), the question
 * as a Streaming segment (answering starts as this commits), the uploads it carried, and the
 * conversation's selected leaf. The segment's id is made here, so that a new conversation is
 * stored with its selected leaf at once.
 */
export async function storeQuestion(
  db: Database,
  question: NewQuestion,
): Promise<{ conversationId: string; segment: SegmentRow }> {
  const { conversation, uploads, ...segment } = question;
  const segmentId = randomUUID();
  return db.transaction(async (tx) => {
    let conversationId: string;
    if ('starts' in conversation) {
      const started = onlyRow(
        await tx
          .insert(conversations)
          .values({ ...conversation.starts, selectedLeafSegmentId: segmentId })
          .returning({ conversationId: conversations.conversationId }),
        'the new conversation',
      );
      conversationId = started.conversationId;
    } else {
      conversationId = conversation.conversationId;
      await tx
        .update(conversations)
        .set({ selectedLeafSegmentId: segmentId })
        .where(eq(conversations.conversationId, conversationId));
    }
    const stored = onlyRow(
      await tx
        .insert(segments)
        .values({ ...segment, segmentId, conversationId, status: 'Streaming' })
        .returning(),
      'the new segment',
    );
    await linkQuestionUploads(tx, segmentId, uploads);
    return { conversationId, segment: stored };
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
 * Stores an answer as far as it got, its trace (unless HIPAA mode is on) and its usage
 * (`usageWrites`), in one statement: one round trip between the model's end and the client's
 * `response-model` (issue 19), where a transaction of each write took ten.
 */
export async function storeAnswer(db: Database, finished: FinishedAnswer) {
  const completedAt = new Date();
  const answered = db
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
    .where(eq(segments.segmentId, finished.segmentId))
    // HIPAA mode as it stands now, read by the part that stores the answer.
    .returning({ hipaaMode: sql<boolean>`${hipaaModeNow}`.as('hipaa_mode') });
  // Drizzle puts a query builder inside a statement in parentheses.
  const parts = [sql`answered as ${answered}`];
  // HIPAA mode (issue 17, `domain/hipaa.ts`): trace logs are not stored while it is on.
  if (finished.traces.length > 0) {
    const traces = JSON.stringify(
      finished.traces.map((trace, position) => ({ ...trace, position })),
    );
    parts.push(sql`traces as (
      insert into trace_logs (segment_id, position, timestamp, level, message)
      select ${finished.segmentId}, trace.position, trace.timestamp, trace.level, trace.message
      from answered, jsonb_to_recordset(${traces}::jsonb)
        as trace (position integer, timestamp timestamptz, level text, message text)
      where not answered.hipaa_mode)`);
  }
  if (finished.usage && finished.usageRecord) {
    const hour = new Date(completedAt);
    hour.setUTCMinutes(0, 0, 0);
    parts.push(
      usageWrites({
        ...finished.usageRecord,
        segmentId: finished.segmentId,
        model: finished.usage.model,
        inputTokens: finished.usage.inputTokens,
        outputTokens: finished.usage.outputTokens,
        tokensEstimated: finished.usage.tokensEstimated === true,
        answeredAt: completedAt,
        hour,
        isPublic: finished.usageRecord.publicEndpoint !== null,
      }),
    );
  }
  const rows = await rowsOf(
    db,
    sql`with ${sql.join(parts, sql`, `)} select hipaa_mode from answered`,
  );
  onlyRow(rows, 'the answered segment');
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
