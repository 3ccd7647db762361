import * as z from 'zod/mini';
import {
  continuationQuerySchema,
  idSchema,
  isoDateTimeSchema,
  pageSchema,
  requiredText,
} from './common';
import { limits } from './constants';
import {
  answeredWithGptSystemSchema,
  gptSystemTypeSchema,
  moderationStatusSchema,
  ownershipSchema,
} from './gpt-system';

/**
 * Pending: stored, the model not yet answering. Streaming: answering. Completed: answered.
 * Stopped: the user stopped it; the partial answer stays. Failed: the model failed; the answer holds
 * what arrived and the error. Interrupted: the server restarted while it was answering.
 */
export const segmentStatusSchema = z.enum([
  'Pending',
  'Streaming',
  'Completed',
  'Stopped',
  'Failed',
  'Interrupted',
]);

export const citationSchema = z.object({ title: z.string(), path: z.string() });

export const visionImageReferenceSchema = z.object({
  visionImageId: idSchema,
  blobFileName: z.string(),
  thumbnailBlobFileName: z.string(),
  mimeType: z.string(),
});

export const attachmentTypeSchema = z.enum(['FileSearch', 'CodeInterpreter']);

export const attachmentReferenceSchema = z.object({
  attachmentId: idSchema,
  originalFileName: z.string(),
  attachmentType: attachmentTypeSchema,
});

export const openAIFileReferenceSchema = z.object({ reference: z.string(), fileId: z.string() });

export const feedbackRatingSchema = z.enum(['Positive', 'Negative']);

export const segmentFeedbackSchema = z.object({
  rating: feedbackRatingSchema,
  comment: z.nullable(z.string()),
});

/** A generated image as stored with its segment; `uri` is served without a bearer (capability key). */
export const generatedImageSchema = z.object({ uri: z.string(), title: z.string() });

export const conversationSegmentSchema = z.object({
  conversationSegmentId: idSchema,
  /** The segment this one follows; null for a first question. Siblings share a parent (branches). */
  parentSegmentId: z.nullable(idSchema),
  question: z.string(),
  answer: z.string(),
  status: segmentStatusSchema,
  createdAt: isoDateTimeSchema,
  visionImages: z.array(visionImageReferenceSchema),
  attachments: z.array(attachmentReferenceSchema),
  answeredWithGptSystem: z.nullable(answeredWithGptSystemSchema),
  citations: z.array(citationSchema),
  generatedImages: z.array(generatedImageSchema),
  codeInterpreterOutput: z.string(),
  openAIFileReferences: z.array(openAIFileReferenceSchema),
  feedback: z.nullable(segmentFeedbackSchema),
});

/** The agent a conversation belongs to, as conversation lists and pages need it. */
export const conversationGptSystemSchema = z.object({
  gptSystemId: idSchema,
  name: z.nullable(z.string()),
  gptSystemType: gptSystemTypeSchema,
  moderationStatus: moderationStatusSchema,
  ownership: ownershipSchema,
});

export const conversationListItemSchema = z.object({
  conversationId: idSchema,
  title: z.string(),
  createdAt: isoDateTimeSchema,
  archived: z.boolean(),
  gptSystem: conversationGptSystemSchema,
});

export const conversationPageSchema = pageSchema(conversationListItemSchema);

/**
 * One conversation with every segment of every branch; `segmentPath` is the selected branch from
 * its first segment to `selectedLeafSegmentId`.
 */
export const conversationSchema = z.object({
  conversationId: idSchema,
  title: z.string(),
  createdAt: isoDateTimeSchema,
  archived: z.boolean(),
  gptSystem: conversationGptSystemSchema,
  handedOffGptSystem: z.nullable(conversationGptSystemSchema),
  moderationStatus: moderationStatusSchema,
  ownership: ownershipSchema,
  conversationSegmentTree: z.object({
    segmentPath: z.array(idSchema),
    selectedLeafSegmentId: z.nullable(idSchema),
  }),
  segments: z.array(conversationSegmentSchema),
});

const booleanQuery = z.optional(
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
);

export const listConversationsQuerySchema = z.extend(continuationQuerySchema, {
  includeArchived: booleanQuery,
  includeDeleted: booleanQuery,
});

export const updateTitleRequestSchema = z.object({
  title: requiredText(
    'Title is required',
    limits.conversationTitleMaxLength,
    `Title must be at most ${limits.conversationTitleMaxLength} characters`,
  ),
});

export const updateSelectedLeafRequestSchema = z.object({ selectedLeafSegmentId: idSchema });

const questionFields = {
  question: requiredText(
    'Question is required',
    limits.questionMaxLength,
    `Question must be at most ${limits.questionMaxLength} characters`,
  ),
  visionImageIds: z._default(z.array(idSchema).check(z.maxLength(10)), []),
  attachmentIds: z._default(z.array(idSchema).check(z.maxLength(10)), []),
};

/** `POST .../userConversations/byGptSystemId/{gptSystemId}`: a new conversation. */
export const startConversationRequestSchema = z.object({
  ...questionFields,
  session: z.object({ sessionIdentifier: z.string().check(z.minLength(1), z.maxLength(200)) }),
});

/**
 * `POST .../userConversations/{conversationId}/segments`: a new question. `lineage.parentSegmentId`
 * is the segment it follows: the current leaf to continue, or an earlier one to branch (editing a
 * question); null branches from the start.
 */
export const postSegmentRequestSchema = z.object({
  ...questionFields,
  lineage: z.object({ parentSegmentId: z.nullable(idSchema) }),
});

export const feedbackRequestSchema = z.object({
  rating: feedbackRatingSchema,
  comment: z._default(
    z.nullable(z.string().check(z.trim(), z.maxLength(limits.feedbackCommentMaxLength))),
    null,
  ),
});

export const citationsResponseSchema = z.object({ citations: z.array(citationSchema) });

export const citationDownloadQuerySchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2_000)),
  title: z.optional(z.string().check(z.maxLength(500))),
  save: booleanQuery,
});

/** The cited document: its MIME type and base64 content. */
export const citationDownloadSchema = z.object({ type: z.string(), data: z.string() });

export const executionDetailsSchema = z.object({
  conversationSegmentId: idSchema,
  engine: z.string(),
  model: z.nullable(z.string()),
  deploymentName: z.string(),
  status: segmentStatusSchema,
  inputTokens: z.nullable(z.number().check(z.int())),
  outputTokens: z.nullable(z.number().check(z.int())),
  startedAt: isoDateTimeSchema,
  completedAt: z.nullable(isoDateTimeSchema),
});

export const traceLogSchema = z.object({
  timestamp: isoDateTimeSchema,
  level: z.enum(['Debug', 'Information', 'Warning', 'Error']),
  message: z.string(),
});

export const traceLogsSchema = z.object({ items: z.array(traceLogSchema) });

export type SegmentStatus = z.infer<typeof segmentStatusSchema>;
export type Citation = z.infer<typeof citationSchema>;
export type VisionImageReference = z.infer<typeof visionImageReferenceSchema>;
export type AttachmentType = z.infer<typeof attachmentTypeSchema>;
export type AttachmentReference = z.infer<typeof attachmentReferenceSchema>;
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;
export type SegmentFeedback = z.infer<typeof segmentFeedbackSchema>;
export type GeneratedImage = z.infer<typeof generatedImageSchema>;
export type ConversationSegment = z.infer<typeof conversationSegmentSchema>;
export type ConversationGptSystem = z.infer<typeof conversationGptSystemSchema>;
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type ListConversationsQuery = z.input<typeof listConversationsQuerySchema>;
export type UpdateTitleRequest = z.infer<typeof updateTitleRequestSchema>;
export type UpdateSelectedLeafRequest = z.infer<typeof updateSelectedLeafRequestSchema>;
export type StartConversationRequest = z.input<typeof startConversationRequestSchema>;
export type PostSegmentRequest = z.input<typeof postSegmentRequestSchema>;
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type CitationsResponse = z.infer<typeof citationsResponseSchema>;
export type CitationDownload = z.infer<typeof citationDownloadSchema>;
export type ExecutionDetails = z.infer<typeof executionDetailsSchema>;
export type TraceLog = z.infer<typeof traceLogSchema>;
export type TraceLogs = z.infer<typeof traceLogsSchema>;

/** Exported file names lose < > : " / \ | ? * and chat exports end in .txt (chat-spec section 5). */
export function exportFileName(title: string): string {
  const cleaned = title.replace(/[<>:"/\\|?*]/g, '').trim();
  return `${cleaned || 'conversation'}.txt`;
}
