import { randomUUID } from 'node:crypto';
import {
  attachmentTypeSchema,
  CONVERSATION_ATTACHMENT_CONTEXT,
  uploadFormFields,
} from '@parley/api-contract';
import type { AttachmentReference, AttachmentType } from '@parley/api-contract';
import type { BlobStore, OpenedBlob } from '../blobs/blob-store';
import type { Database } from '../db/database';
import { findOwnedAttachments, insertAttachment } from '../db/queries/uploads';
import type { AttachmentRow, UploadOwner } from '../db/queries/uploads';
import { badRequest } from '../http/http-error';
import { readAttachmentContent } from './attachment-text';
import type { UploadForm } from './uploaded-file';

export type { AttachmentRow };

export function attachmentReference(row: AttachmentRow): AttachmentReference {
  return {
    attachmentId: row.attachmentId,
    originalFileName: row.originalFileName,
    attachmentType: row.attachmentType as AttachmentType,
  };
}

/** The options an attachment form carries besides its file (chat-spec section 7). */
function attachmentOptions(fields: UploadForm['fields']) {
  const { attachmentType: typeField, context: contextField } = uploadFormFields;
  const type = attachmentTypeSchema.safeParse(fields[typeField]);
  if (!type.success) {
    const given = fields[typeField] === undefined ? 'none was sent' : `got "${fields[typeField]}"`;
    throw badRequest(`${typeField} must be FileSearch or CodeInterpreter; ${given}.`);
  }
  const context = fields[contextField];
  if (context !== CONVERSATION_ATTACHMENT_CONTEXT) {
    const given = context === undefined ? 'none was sent' : `got "${context}"`;
    throw badRequest(`${contextField} must be "${CONVERSATION_ATTACHMENT_CONTEXT}"; ${given}.`);
  }
  return { attachmentType: type.data, context };
}

/**
 * Checks an attachment form (type, context, a PDF or UTF-8 text file) and stores the file and the
 * text answering reads, for the owner. Nothing is stored when any check fails.
 */
export async function storeAttachment(
  db: Database,
  blobs: BlobStore,
  owner: UploadOwner,
  form: UploadForm,
): Promise<AttachmentRow> {
  const options = attachmentOptions(form.fields);
  const content = await readAttachmentContent(form.file);
  const attachmentId = randomUUID();
  const blobKey = `attachments/${attachmentId}/file`;
  await blobs.put(blobKey, form.file.data);
  return insertAttachment(db, owner, {
    attachmentId,
    ...options,
    originalFileName: form.file.fileName,
    mimeType: content.mimeType,
    sizeBytes: form.file.data.length,
    blobKey,
    text: content.text,
  });
}

/** The file of the owner's attachment, opened, with its type, or undefined. */
export async function openOwnedAttachmentFile(
  db: Database,
  blobs: BlobStore,
  owner: UploadOwner,
  attachmentId: string,
): Promise<{ file: OpenedBlob; mimeType: string } | undefined> {
  const [row] = await findOwnedAttachments(db, owner, [attachmentId]);
  if (!row) return undefined;
  const file = await blobs.open(row.blobKey);
  return file && { file, mimeType: row.mimeType };
}
