import { guidelinesLimits, guidelinesMessages } from '@parley/api-contract';
import type {
  GuidelinesDocumentInput,
  GuidelinesSectionInput,
  GuidelinesTemplate,
  GuidelinesTemplateInput,
  NewGuidelinesDocument,
} from '@parley/api-contract';
import { array, boolean, object, string } from 'yup';
import type { InferType } from 'yup';

/*
 * The guidelines forms' rules, in the contract's words and limits (`admin-guidelines.ts`, which the
 * server applies): each schema has a parity test against its contract schema.
 */

const sectionTitle = () =>
  string()
    .trim()
    .required(guidelinesMessages.sectionTitleRequired)
    .max(guidelinesLimits.sectionTitleMaxLength, guidelinesMessages.sectionTitleTooLong);
const sectionContent = () =>
  string()
    .trim()
    .required(guidelinesMessages.sectionContentRequired)
    .max(guidelinesLimits.sectionContentMaxLength, guidelinesMessages.sectionContentTooLong);

/** A document's own fields (`guidelinesDocumentInputSchema`). */
export const guidelinesDocumentFormSchema = object({
  title: string()
    .trim()
    .required(guidelinesMessages.titleRequired)
    .max(guidelinesLimits.titleMaxLength, guidelinesMessages.titleTooLong),
  requireConsent: boolean().defined(),
});

/** A new document, maybe from a template (`newGuidelinesDocumentSchema`). */
export const newGuidelinesDocumentFormSchema = guidelinesDocumentFormSchema.shape({
  // The select's "No template" is the empty choice, which Formik hands to yup as undefined.
  templateId: string().nullable().default(null),
});

/** One section (`guidelinesSectionInputSchema`). */
export const guidelinesSectionFormSchema = object({
  title: sectionTitle(),
  content: sectionContent(),
});

/**
 * A template (`guidelinesTemplateInputSchema`). Each section carries the form's own `key`, which
 * keeps a section's fields (and the focus) with it when the sections move; it is never sent.
 */
export const guidelinesTemplateFormSchema = object({
  name: string()
    .trim()
    .required(guidelinesMessages.templateNameRequired)
    .max(guidelinesLimits.templateNameMaxLength, guidelinesMessages.templateNameTooLong),
  // Formik hands an empty text to yup as undefined; an empty description is allowed.
  description: string()
    .trim()
    .default('')
    .max(
      guidelinesLimits.templateDescriptionMaxLength,
      guidelinesMessages.templateDescriptionTooLong,
    ),
  sections: array(
    object({ key: string().defined(), title: sectionTitle(), content: sectionContent() }),
  )
    .defined()
    .max(guidelinesLimits.sectionsMax, guidelinesMessages.templateTooManySections),
});

export type GuidelinesDocumentFormValues = InferType<typeof guidelinesDocumentFormSchema>;
export type NewGuidelinesDocumentFormValues = InferType<typeof newGuidelinesDocumentFormSchema>;
export type GuidelinesSectionFormValues = InferType<typeof guidelinesSectionFormSchema>;
export type GuidelinesTemplateFormValues = InferType<typeof guidelinesTemplateFormSchema>;
export type TemplateSectionFormValues = GuidelinesTemplateFormValues['sections'][number];

export const emptySectionForm: GuidelinesSectionFormValues = { title: '', content: '' };

/** What the server takes of the document form: trimmed. */
export const documentInputOf = (values: GuidelinesDocumentFormValues): GuidelinesDocumentInput =>
  guidelinesDocumentFormSchema.cast(values);

/** What the server takes of the new-document form: trimmed, no template as none. */
export function newDocumentInputOf(values: NewGuidelinesDocumentFormValues): NewGuidelinesDocument {
  const cast = newGuidelinesDocumentFormSchema.cast(values);
  return { ...cast, templateId: cast.templateId || null };
}

/** What the server takes of the section form: trimmed. */
export const sectionInputOf = (values: GuidelinesSectionFormValues): GuidelinesSectionInput =>
  guidelinesSectionFormSchema.cast(values);

let nextSectionKey = 0;

/** A template section as the form holds it, with a key of its own. */
export function templateSectionForm(
  section: { title: string; content: string } = { title: '', content: '' },
): TemplateSectionFormValues {
  nextSectionKey += 1;
  return { key: `section-${nextSectionKey}`, ...section };
}

/** The template form's values for a stored template, or for a new one. */
export function templateFormOf(
  template: GuidelinesTemplate | undefined,
): GuidelinesTemplateFormValues {
  return {
    name: template?.name ?? '',
    description: template?.description ?? '',
    sections: (template?.sections ?? []).map((section) => templateSectionForm(section)),
  };
}

/** What the server takes of the template form: trimmed, without the form's keys. */
export function templateInputOf(values: GuidelinesTemplateFormValues): GuidelinesTemplateInput {
  const cast = guidelinesTemplateFormSchema.cast(values);
  return {
    name: cast.name,
    description: cast.description,
    sections: cast.sections.map(({ title, content }) => ({ title, content })),
  };
}
