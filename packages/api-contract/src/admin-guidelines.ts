import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { guidelinesSectionSchema } from './guidelines';
import { ADMIN_API_PREFIX } from './paths';

/*
 * Guidelines documents and their templates in the console (admin-spec sections 2 and 7,
 * "Guidelines"; the spec shows only guidelinesDocumentId, requireConsent and sections, so the
 * other fields, the limits and the words are this product's design). Admin-only, apart from
 * `guidelines.ts` (what chat reads and accepts), so the chat's bundle does not carry it.
 */

const encode = encodeURIComponent;
const documents = `${ADMIN_API_PREFIX}/guidelinesDocuments`;
const templates = `${ADMIN_API_PREFIX}/guidelinesTemplates`;

/** The console's guidelines calls (here rather than in `paths.ts`, which every app loads). */
export const guidelinesPaths = {
  /** `GET` the documents, `POST` a new one (from a template when it names one). */
  documents: () => documents,
  /** `GET` a document with its sections, `PUT` its title and `requireConsent`, `DELETE` it. */
  document: (guidelinesDocumentId: string) => `${documents}/${encode(guidelinesDocumentId)}`,
  /** `POST` a section at the end. */
  sections: (guidelinesDocumentId: string) =>
    `${documents}/${encode(guidelinesDocumentId)}/sections`,
  /** `PUT` a section's title and content, `DELETE` it. */
  section: (guidelinesDocumentId: string, sectionId: string) =>
    `${documents}/${encode(guidelinesDocumentId)}/sections/${encode(sectionId)}`,
  /** `PUT` the order of the sections: every section's id, once. */
  sectionOrder: (guidelinesDocumentId: string) =>
    `${documents}/${encode(guidelinesDocumentId)}/sectionOrder`,
  /** `GET` the templates, `POST` a new one. */
  templates: () => templates,
  /** `GET`, `PUT`, `DELETE` a template. */
  template: (guidelinesTemplateId: string) => `${templates}/${encode(guidelinesTemplateId)}`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const guidelinesRoutes = {
  documents,
  document: `${documents}/:guidelinesDocumentId`,
  sections: `${documents}/:guidelinesDocumentId/sections`,
  section: `${documents}/:guidelinesDocumentId/sections/:sectionId`,
  sectionOrder: `${documents}/:guidelinesDocumentId/sectionOrder`,
  templates,
  template: `${templates}/:guidelinesTemplateId`,
} as const;

export const guidelinesLimits = {
  titleMaxLength: 200,
  sectionTitleMaxLength: 200,
  /** Markdown; a long policy fits in a few sections of this size. */
  sectionContentMaxLength: 20_000,
  /** Sections one document or template holds. */
  sectionsMax: 50,
  templateNameMaxLength: 200,
  templateDescriptionMaxLength: 2_000,
} as const;

const { sectionsMax } = guidelinesLimits;

/** 20000 as "20,000". */
const thousands = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

const agentList = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const guidelinesMessages = {
  titleRequired: 'Enter the title.',
  titleTooLong: `The title has at most ${guidelinesLimits.titleMaxLength} characters.`,
  sectionTitleRequired: "Enter the section's title.",
  sectionTitleTooLong: `A section's title has at most ${guidelinesLimits.sectionTitleMaxLength} characters.`,
  sectionContentRequired: "Enter the section's text.",
  sectionContentTooLong: `A section's text has at most ${thousands(guidelinesLimits.sectionContentMaxLength)} characters.`,
  tooManySections: `A document holds at most ${sectionsMax} sections.`,
  templateNameRequired: 'Enter the name.',
  templateNameTooLong: `The name has at most ${guidelinesLimits.templateNameMaxLength} characters.`,
  templateDescriptionTooLong: `The description has at most ${thousands(guidelinesLimits.templateDescriptionMaxLength)} characters.`,
  templateTooManySections: `A template holds at most ${sectionsMax} sections.`,
  sectionOrderRepeated: 'Name each section once.',
  sectionOrderMismatch:
    'The sections changed since this page was loaded: reload it, then order them again.',
  documentNotFound: (guidelinesDocumentId: string) =>
    `No guidelines document has the id "${guidelinesDocumentId}".`,
  sectionNotFound: (sectionId: string) => `The document has no section with the id "${sectionId}".`,
  templateNotFound: (guidelinesTemplateId: string) =>
    `No guidelines template has the id "${guidelinesTemplateId}".`,
  /**
   * Deleting a document that agents or drafts name: they would lose their guidelines (and chat
   * its consent gate) without anyone deciding it.
   */
  inUse: (title: string, agentNames: readonly string[]) =>
    `"${title}" cannot be deleted while ${agentNames.length === 1 ? 'an agent uses' : `${agentNames.length} agents use`} it: ${agentList(agentNames)}. Choose another guidelines document for ${agentNames.length === 1 ? 'it' : 'them'} first.`,
  /** How a draft not yet made an agent, or not yet saved to it, is named in `inUse`. */
  draftOf: (agentName: string) => `${agentName} (draft)`,
  unnamedAgent: 'Unnamed agent',
} as const;

const title = () =>
  requiredText(
    guidelinesMessages.titleRequired,
    guidelinesLimits.titleMaxLength,
    guidelinesMessages.titleTooLong,
  );

/** A section as the console sends it (`POST .../sections`, `PUT .../sections/{id}`). */
export const guidelinesSectionInputSchema = z.object({
  title: requiredText(
    guidelinesMessages.sectionTitleRequired,
    guidelinesLimits.sectionTitleMaxLength,
    guidelinesMessages.sectionTitleTooLong,
  ),
  /** Markdown. */
  content: requiredText(
    guidelinesMessages.sectionContentRequired,
    guidelinesLimits.sectionContentMaxLength,
    guidelinesMessages.sectionContentTooLong,
  ),
});

/** `PUT .../guidelinesDocuments/{id}`: what the document form changes. */
export const guidelinesDocumentInputSchema = z.object({
  title: title(),
  /** Users must accept the document before chatting with an agent that names it. */
  requireConsent: z.boolean(),
});

/** `POST .../guidelinesDocuments`: with `templateId`, the template's sections are copied in. */
export const newGuidelinesDocumentSchema = z.extend(guidelinesDocumentInputSchema, {
  templateId: z.optional(z.nullable(idSchema)),
});

/** `PUT .../sectionOrder`: every section's id, once, in the new order. */
export const guidelinesSectionOrderSchema = z.object({
  sectionIds: z.array(idSchema).check(
    z.maxLength(sectionsMax, guidelinesMessages.tooManySections),
    z.refine((ids) => new Set(ids).size === ids.length, guidelinesMessages.sectionOrderRepeated),
  ),
});

/** An agent naming a document (not deleted): the document cannot be deleted while one does. */
export const guidelinesDocumentAgentSchema = z.object({
  gptSystemId: idSchema,
  /** Empty for an agent stored without a name. */
  name: z.string(),
});

const documentFields = {
  guidelinesDocumentId: idSchema,
  title: z.string(),
  requireConsent: z.boolean(),
  /** Starts at 1, raised by every change; a consent counts only for the version it accepted. */
  version: z.number().check(z.int()),
  agents: z.array(guidelinesDocumentAgentSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
};

/** A document as the console edits it, its sections in their order. */
export const adminGuidelinesDocumentSchema = z.object({
  ...documentFields,
  sections: z.array(guidelinesSectionSchema),
});

/** `GET .../guidelinesDocuments`: by title, each with how many sections it holds. */
export const guidelinesDocumentListSchema = z.object({
  items: z.array(z.object({ ...documentFields, sectionCount: z.number().check(z.int()) })),
});

/** A template's section: a title and markdown, copied into each document made from it. */
export const guidelinesTemplateSectionSchema = guidelinesSectionInputSchema;

/** `POST .../guidelinesTemplates`, `PUT .../guidelinesTemplates/{id}`. */
export const guidelinesTemplateInputSchema = z.object({
  name: requiredText(
    guidelinesMessages.templateNameRequired,
    guidelinesLimits.templateNameMaxLength,
    guidelinesMessages.templateNameTooLong,
  ),
  description: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        guidelinesLimits.templateDescriptionMaxLength,
        guidelinesMessages.templateDescriptionTooLong,
      ),
    ),
  sections: z
    .array(guidelinesTemplateSectionSchema)
    .check(z.maxLength(sectionsMax, guidelinesMessages.templateTooManySections)),
});

const templateFields = {
  guidelinesTemplateId: idSchema,
  name: z.string(),
  description: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
};

export const guidelinesTemplateSchema = z.object({
  ...templateFields,
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
});

/** `GET .../guidelinesTemplates`: by name, each with how many sections it holds. */
export const guidelinesTemplateListSchema = z.object({
  items: z.array(z.object({ ...templateFields, sectionCount: z.number().check(z.int()) })),
});

export type GuidelinesSectionInput = z.infer<typeof guidelinesSectionInputSchema>;
export type GuidelinesDocumentInput = z.infer<typeof guidelinesDocumentInputSchema>;
export type NewGuidelinesDocument = z.infer<typeof newGuidelinesDocumentSchema>;
export type GuidelinesSectionOrder = z.infer<typeof guidelinesSectionOrderSchema>;
export type GuidelinesDocumentAgent = z.infer<typeof guidelinesDocumentAgentSchema>;
export type AdminGuidelinesDocument = z.infer<typeof adminGuidelinesDocumentSchema>;
export type GuidelinesDocumentList = z.infer<typeof guidelinesDocumentListSchema>;
export type GuidelinesDocumentSummary = GuidelinesDocumentList['items'][number];
export type GuidelinesTemplateSection = z.infer<typeof guidelinesTemplateSectionSchema>;
export type GuidelinesTemplateInput = z.infer<typeof guidelinesTemplateInputSchema>;
export type GuidelinesTemplate = z.infer<typeof guidelinesTemplateSchema>;
export type GuidelinesTemplateList = z.infer<typeof guidelinesTemplateListSchema>;
export type GuidelinesTemplateSummary = GuidelinesTemplateList['items'][number];
