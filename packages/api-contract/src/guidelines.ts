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
  /** Raised by every change: a consent counts only for the version it accepted. */
  version: z.number(),
  sections: z.array(guidelinesSectionSchema),
});

/**
 * The body of the consent POSTs (a user's, a public session's), optional (Fastify reads a POST
 * without a body as null): the version the user read. When it is no longer the current one the
 * server answers 409 (`guidelinesConsentMessages.stale`); without it, the current version is
 * accepted.
 */
export const guidelinesConsentRequestSchema = z.optional(
  z.nullable(z.object({ version: z.optional(z.number()) })),
);

/** `POST .../guidelinesDocuments/{id}/consent`: recorded once per version; a repeat answers the first. */
export const guidelinesConsentSchema = z.object({
  guidelinesDocumentId: idSchema,
  version: z.number(),
  consentedAt: isoDateTimeSchema,
});

/** The consents to the documents' current versions (a consent to an older one no longer counts). */
export const guidelinesConsentListSchema = z.object({ items: z.array(guidelinesConsentSchema) });

/** The server's words when a consent is missing or stale (the chat shows them as they are). */
export const guidelinesConsentMessages = {
  /** 403 before a question: never accepted. */
  required: "Read and accept this agent's guidelines before chatting with it.",
  /** 403 before a question: an earlier version was accepted. */
  changed:
    "This agent's guidelines changed since you accepted them: read the new version and accept it to continue.",
  /** 409 from a consent POST naming a version that is no longer current. */
  stale:
    'These guidelines changed while you were reading them: read the new version, then accept it.',
} as const;

export type GuidelinesSection = z.infer<typeof guidelinesSectionSchema>;
export type PublicGuidelinesDocument = z.infer<typeof publicGuidelinesDocumentSchema>;
export type GuidelinesConsentRequest = z.infer<typeof guidelinesConsentRequestSchema>;
export type GuidelinesConsent = z.infer<typeof guidelinesConsentSchema>;
export type GuidelinesConsentList = z.infer<typeof guidelinesConsentListSchema>;
