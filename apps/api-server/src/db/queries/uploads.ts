import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import {
  attachments,
  segmentAttachments,
  segments,
  segmentVisionImages,
  visionImages,
} from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

/**
 * Who owns an upload (a vision image or an attachment) and so may read it and ask with it: a
 * signed-in user, or an anonymous public-chat session (chat-spec section 7: "the public variant
 * carries a session identifier"). Rows store one of the two (`owner_user_id` or
 * `public_session_identifier`); `ownerColumns` writes them and `ownedBy` reads them back.
 */
export type UploadOwner = { userId: string } | { publicSessionIdentifier: string };

export type AttachmentRow = typeof attachments.$inferSelect;
export type VisionImageRow = typeof visionImages.$inferSelect;

/** The uploads a question carries, checked to be the asker's, in the order the question listed them. */
export interface QuestionUploads {
  visionImages: VisionImageRow[];
  attachments: AttachmentRow[];
}

/** The owner columns of a new row. */
function ownerColumns(owner: UploadOwner): {
  ownerUserId: string | null;
  publicSessionIdentifier: string | null;
} {
  return 'userId' in owner
    ? { ownerUserId: owner.userId, publicSessionIdentifier: null }
    : { ownerUserId: null, publicSessionIdentifier: owner.publicSessionIdentifier };
}

/** The condition "this row belongs to the owner", for a table with the two owner columns. */
function ownedBy(
  columns: { ownerUserId: PgColumn; publicSessionIdentifier: PgColumn },
  owner: UploadOwner,
): SQL {
  return 'userId' in owner
    ? eq(columns.ownerUserId, owner.userId)
    : eq(columns.publicSessionIdentifier, owner.publicSessionIdentifier);
}

export async function insertAttachment(
  db: Database,
  owner: UploadOwner,
  values: Omit<typeof attachments.$inferInsert, 'ownerUserId' | 'publicSessionIdentifier'>,
): Promise<AttachmentRow> {
  return onlyRow(
    await db
      .insert(attachments)
      .values({ ...values, ...ownerColumns(owner) })
      .returning(),
    'the new attachment',
  );
}

/** The owner's attachments among `ids` (another owner's look exactly like missing ones). */
export async function findOwnedAttachments(
  db: Database,
  owner: UploadOwner,
  ids: readonly string[],
): Promise<AttachmentRow[]> {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.attachmentId, candidates), ownedBy(attachments, owner)));
}

export async function insertVisionImage(
  db: Database,
  owner: UploadOwner,
  values: Omit<typeof visionImages.$inferInsert, 'ownerUserId' | 'publicSessionIdentifier'>,
): Promise<VisionImageRow> {
  return onlyRow(
    await db
      .insert(visionImages)
      .values({ ...values, ...ownerColumns(owner) })
      .returning(),
    'the new vision image',
  );
}

/** The owner's images among `ids` (another owner's look exactly like missing ones). */
export async function findOwnedVisionImages(
  db: Database,
  owner: UploadOwner,
  ids: readonly string[],
): Promise<VisionImageRow[]> {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return [];
  return db
    .select()
    .from(visionImages)
    .where(and(inArray(visionImages.visionImageId, candidates), ownedBy(visionImages, owner)));
}

/** Records on a stored question the uploads it carried. */
export async function linkQuestionUploads(
  db: Database,
  segmentId: string,
  uploads: QuestionUploads,
): Promise<void> {
  if (uploads.visionImages.length > 0) {
    await db.insert(segmentVisionImages).values(
      uploads.visionImages.map((row, position) => ({
        segmentId,
        visionImageId: row.visionImageId,
        position,
      })),
    );
  }
  if (uploads.attachments.length > 0) {
    await db.insert(segmentAttachments).values(
      uploads.attachments.map((row, position) => ({
        segmentId,
        attachmentId: row.attachmentId,
        position,
      })),
    );
  }
}

/** The uploads of each of the segments, in the order each question listed them. */
export async function uploadsOfSegments(
  db: Database,
  segmentIds: readonly string[],
): Promise<Map<string, QuestionUploads>> {
  const bySegment = new Map<string, QuestionUploads>(
    segmentIds.map((id) => [id, { visionImages: [], attachments: [] }]),
  );
  if (segmentIds.length === 0) return bySegment;
  const imageRows = await db
    .select({ segmentId: segmentVisionImages.segmentId, image: visionImages })
    .from(segmentVisionImages)
    .innerJoin(visionImages, eq(visionImages.visionImageId, segmentVisionImages.visionImageId))
    .where(inArray(segmentVisionImages.segmentId, [...segmentIds]))
    .orderBy(asc(segmentVisionImages.position));
  const attachmentRows = await db
    .select({ segmentId: segmentAttachments.segmentId, attachment: attachments })
    .from(segmentAttachments)
    .innerJoin(attachments, eq(attachments.attachmentId, segmentAttachments.attachmentId))
    .where(inArray(segmentAttachments.segmentId, [...segmentIds]))
    .orderBy(asc(segmentAttachments.position));
  for (const { segmentId, image } of imageRows) bySegment.get(segmentId)?.visionImages.push(image);
  for (const { segmentId, attachment } of attachmentRows) {
    bySegment.get(segmentId)?.attachments.push(attachment);
  }
  return bySegment;
}

/** The type and text of an attachment a question of the conversation carried, if one did. */
export async function findConversationAttachment(
  db: Database,
  conversationId: string,
  attachmentId: string,
): Promise<{ mimeType: string; text: string } | undefined> {
  const [row] = await db
    .select({ mimeType: attachments.mimeType, text: attachments.text })
    .from(segmentAttachments)
    .innerJoin(attachments, eq(attachments.attachmentId, segmentAttachments.attachmentId))
    .innerJoin(segments, eq(segments.segmentId, segmentAttachments.segmentId))
    .where(
      and(
        eq(segmentAttachments.attachmentId, attachmentId),
        eq(segments.conversationId, conversationId),
      ),
    )
    .limit(1);
  return row;
}
