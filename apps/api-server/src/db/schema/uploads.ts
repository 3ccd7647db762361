import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { segments } from './conversations';
import { users } from './identity';
import { publicSessions } from './public-chat';

/* Uploaded vision images and attachments, and the questions that carried them. */

/**
 * An image uploaded for the model to see. Its owner is a signed-in user or (public chat) an
 * anonymous session, exactly one of the two; the original and its thumbnail live in the blob store.
 */
export const visionImages = pgTable(
  'vision_images',
  {
    visionImageId: uuid('vision_image_id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    publicSessionIdentifier: text('public_session_identifier').references(
      () => publicSessions.sessionIdentifier,
      { onDelete: 'cascade' },
    ),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobFileName: text('blob_file_name').notNull(),
    thumbnailBlobFileName: text('thumbnail_blob_file_name').notNull(),
    thumbnailMimeType: text('thumbnail_mime_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('vision_images_owner_user').on(table.ownerUserId),
    index('vision_images_public_session').on(table.publicSessionIdentifier),
    check(
      'vision_images_one_owner',
      sql`(${table.ownerUserId} is null) <> (${table.publicSessionIdentifier} is null)`,
    ),
  ],
);

/**
 * A file attached to questions: FileSearch (answered from its text, with citations) or
 * CodeInterpreter. `text` is what answering reads: the file itself, or a PDF's extracted text.
 */
export const attachments = pgTable(
  'attachments',
  {
    attachmentId: uuid('attachment_id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    publicSessionIdentifier: text('public_session_identifier').references(
      () => publicSessions.sessionIdentifier,
      { onDelete: 'cascade' },
    ),
    attachmentType: text('attachment_type').notNull(),
    context: text('context').notNull(),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobKey: text('blob_key').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('attachments_owner_user').on(table.ownerUserId),
    index('attachments_public_session').on(table.publicSessionIdentifier),
    check(
      'attachments_one_owner',
      sql`(${table.ownerUserId} is null) <> (${table.publicSessionIdentifier} is null)`,
    ),
  ],
);

/** The vision images a question carried, in the order it listed them. */
export const segmentVisionImages = pgTable(
  'segment_vision_images',
  {
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    visionImageId: uuid('vision_image_id')
      .notNull()
      .references(() => visionImages.visionImageId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.segmentId, table.visionImageId] })],
);

/** The attachments a question carried, in the order it listed them. */
export const segmentAttachments = pgTable(
  'segment_attachments',
  {
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.attachmentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.segmentId, table.attachmentId] })],
);
