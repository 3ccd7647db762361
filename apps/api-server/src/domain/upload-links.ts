import { attachmentTypeSchema } from '@parley/api-contract';
import type { AttachmentReference, VisionImageReference } from '@parley/api-contract';
import type { BlobStore } from '../blobs/blob-store';
import type { Database } from '../db/database';
import {
  findConversationAttachment,
  findOwnedAttachments,
  findOwnedVisionImages,
  uploadsOfSegments,
} from '../db/queries/uploads';
import type { AttachmentRow, QuestionUploads, UploadOwner } from '../db/queries/uploads';
import { badRequest } from '../http/http-error';
import type { AnswerDocument, AnswerFile, AnswerImage } from '../providers';
import { attachmentReference } from './attachments';
import { readVisionImage, visionImageReference } from './vision-images';

function inRequestedOrder<Row>(
  ids: readonly string[],
  rows: readonly Row[],
  idOf: (row: Row) => string,
) {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function refuseMissing(
  field: string,
  what: string,
  ids: readonly string[],
  found: ReadonlySet<string>,
) {
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest(
      `${field}: no ${what} ${missing.map((id) => `"${id}"`).join(', ')} of yours exists; upload it again.`,
    );
  }
}

/**
 * Chat-spec section 5: attachments go only to an agent whose interpreter type they are. An
 * attachment of a type the agent lacks is refused rather than silently ignored by the answer.
 */
function refuseAttachmentsAgentLacks(
  files: readonly AttachmentRow[],
  capabilityTypes: readonly string[],
) {
  const lacking = files.filter((row) => !capabilityTypes.includes(row.attachmentType));
  if (lacking.length === 0) return;
  const taken = attachmentTypeSchema.options.filter((type) => capabilityTypes.includes(type));
  const rule = taken.length > 0 ? `${taken.join(' and ')} attachments only` : 'no attachments';
  const named = lacking.map((row) => `"${row.originalFileName}" (${row.attachmentType})`);
  throw badRequest(
    `attachmentIds: this agent takes ${rule}; ${named.join(', ')} cannot be used with it.`,
  );
}

/**
 * The question's vision images and attachments, each the asker's; any other id (another user's
 * upload, a deleted one, a typo) is refused with 400 naming the field and the ids, before anything
 * is stored, and so is an attachment of a type the answering agent does not have. A repeated id
 * counts once.
 */
export async function questionUploadsOf(
  db: Database,
  owner: UploadOwner,
  ids: { visionImageIds: readonly string[]; attachmentIds: readonly string[] },
  agent: { capabilityTypes: readonly string[] },
): Promise<QuestionUploads> {
  const imageIds = [...new Set(ids.visionImageIds)];
  const attachmentIds = [...new Set(ids.attachmentIds)];
  const images = await findOwnedVisionImages(db, owner, imageIds);
  const files = await findOwnedAttachments(db, owner, attachmentIds);
  refuseMissing(
    'visionImageIds',
    'image',
    imageIds,
    new Set(images.map((row) => row.visionImageId)),
  );
  refuseMissing(
    'attachmentIds',
    'attachment',
    attachmentIds,
    new Set(files.map((row) => row.attachmentId)),
  );
  refuseAttachmentsAgentLacks(files, agent.capabilityTypes);
  return {
    visionImages: inRequestedOrder(imageIds, images, (row) => row.visionImageId),
    attachments: inRequestedOrder(attachmentIds, files, (row) => row.attachmentId),
  };
}

/** What a conversation page shows of a segment's uploads (previews survive a reload). */
export function segmentUploadsView(uploads: QuestionUploads | undefined): {
  visionImages: VisionImageReference[];
  attachments: AttachmentReference[];
} {
  return {
    visionImages: uploads?.visionImages.map(visionImageReference) ?? [],
    attachments: uploads?.attachments.map(attachmentReference) ?? [],
  };
}

/** An attachment's citation path; `citations/download` serves the attachment's text for it. */
export function attachmentCitationPath(attachmentId: string): string {
  return `attachments/${attachmentId}`;
}

/** The attachment id a citation path names, or undefined for any other path. */
export function attachmentIdOfCitationPath(path: string): string | undefined {
  return /^attachments\/([0-9a-f-]{36})$/i.exec(path)?.[1];
}

/** What answering needs of the uploads along a branch (oldest question first). */
export interface AnswerUploads {
  /** The images of each question of the branch, by segment id. */
  imagesBySegment: Map<string, AnswerImage[]>;
  /** The FileSearch attachments of the whole branch: follow-up questions still answer from them. */
  documents: AnswerDocument[];
  /** The CodeInterpreter attachments of the latest question. */
  codeInterpreterFiles: AnswerFile[];
}

/**
 * The uploads of a branch: those of the earlier questions read (none read when there are none),
 * the question's own as it carried them.
 */
export async function answerUploads(
  db: Database,
  blobs: BlobStore,
  earlierSegmentIds: readonly string[],
  question: { segmentId: string; uploads: QuestionUploads },
): Promise<AnswerUploads> {
  const uploads = await uploadsOfSegments(db, earlierSegmentIds);
  uploads.set(question.segmentId, question.uploads);
  const imagesBySegment = new Map<string, AnswerImage[]>();
  for (const [segmentId, { visionImages: images }] of uploads) {
    imagesBySegment.set(
      segmentId,
      await Promise.all(
        images.map(async (row) => ({
          fileName: row.originalFileName,
          mimeType: row.mimeType,
          data: await readVisionImage(blobs, row),
        })),
      ),
    );
  }
  const seen = new Set<string>();
  const documents = [...uploads.values()]
    .flatMap((segment) => segment.attachments)
    .filter((row) => row.attachmentType === 'FileSearch')
    .filter((row) => !seen.has(row.attachmentId) && seen.add(row.attachmentId))
    .map((row) => ({
      id: row.attachmentId,
      title: row.originalFileName,
      path: attachmentCitationPath(row.attachmentId),
      text: row.text,
    }));
  const codeInterpreterFiles = question.uploads.attachments
    .filter((row) => row.attachmentType === 'CodeInterpreter')
    .map((row) => ({ fileName: row.originalFileName, sizeBytes: row.sizeBytes, text: row.text }));
  return { imagesBySegment, documents, codeInterpreterFiles };
}

/**
 * An attachment a question of the conversation carried, as a citation download of its text
 * (chat-spec section 7: "answer has type and data"). Reaching the conversation is reaching its
 * questions' attachments: they belong to whoever asked them.
 */
export async function citedAttachmentText(
  db: Database,
  conversationId: string,
  attachmentId: string,
): Promise<{ type: string; data: string } | undefined> {
  const row = await findConversationAttachment(db, conversationId, attachmentId);
  if (!row) return undefined;
  // A PDF's citation is its extracted text, which is what the answer quoted.
  const type = row.mimeType === 'application/pdf' ? 'text/plain' : row.mimeType;
  return { type, data: Buffer.from(row.text, 'utf8').toString('base64') };
}
