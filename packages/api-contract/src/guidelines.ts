import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

export const guidelinesSectionSchema = z.object({
  sectionId: idSchema,
  title: z.string(),
  /** Markdown. */
  content: z.string(),
});

/** `GET /api/internal/guidelinesDocuments/{id}/public`: what a chat user reads before consenting. */
export const publicGuidelinesDocumentSchema = z.object({
  guidelinesDocumentId: idSchema,
  title: z.string(),
  requireConsent: z.boolean(),
  sections: z.array(guidelinesSectionSchema),
});

/** `POST .../guidelinesDocuments/{id}/consent`: recorded once; a second call answers the first record. */
export const guidelinesConsentSchema = z.object({
  guidelinesDocumentId: idSchema,
  consentedAt: isoDateTimeSchema,
});

export const guidelinesConsentListSchema = z.object({ items: z.array(guidelinesConsentSchema) });

export type GuidelinesSection = z.infer<typeof guidelinesSectionSchema>;
export type PublicGuidelinesDocument = z.infer<typeof publicGuidelinesDocumentSchema>;
export type GuidelinesConsent = z.infer<typeof guidelinesConsentSchema>;
export type GuidelinesConsentList = z.infer<typeof guidelinesConsentListSchema>;
