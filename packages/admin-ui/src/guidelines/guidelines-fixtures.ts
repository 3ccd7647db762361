import type {
  AdminGuidelinesDocument,
  GuidelinesDocumentSummary,
  GuidelinesTemplate,
  GuidelinesTemplateSummary,
} from '@parley/api-contract';

// Guidelines documents and templates as the server answers them, for the guidelines screens'
// tests and stories.

export const sampleSections = [
  {
    sectionId: 'section-share',
    title: 'What you may share',
    content:
      "Share only what colleagues may read. Never paste passwords or customers' card numbers.",
  },
  {
    sectionId: 'section-check',
    title: 'Checking answers',
    content: 'Answers can be wrong. Check facts and figures before you rely on them.',
  },
  {
    sectionId: 'section-report',
    title: 'Reporting problems',
    content: 'Report an answer that looks harmful with **Report** under it.',
  },
];

/** A document requiring consent, at version 4, with three sections and one agent using it. */
export function sampleDocument(
  overrides: Partial<AdminGuidelinesDocument> = {},
): AdminGuidelinesDocument {
  return {
    guidelinesDocumentId: 'document-acceptable-use',
    title: 'Acceptable use of AI assistants',
    requireConsent: true,
    version: 4,
    sections: sampleSections,
    agents: [{ gptSystemId: 'agent-guide', name: 'Policy Guide' }],
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-11-20T14:05:00.000Z',
    ...overrides,
  };
}

/** A document as the list answers it. */
export function documentSummary(document: AdminGuidelinesDocument): GuidelinesDocumentSummary {
  const { sections, ...fields } = document;
  return { ...fields, sectionCount: sections.length };
}

export const sampleDocuments: readonly GuidelinesDocumentSummary[] = [
  documentSummary(sampleDocument()),
  documentSummary(
    sampleDocument({
      guidelinesDocumentId: 'document-about',
      title: 'About this chat',
      requireConsent: false,
      version: 1,
      sections: sampleSections.slice(0, 1),
      agents: [],
      updatedAt: '2026-10-02T09:30:00.000Z',
    }),
  ),
];

export function sampleTemplate(overrides: Partial<GuidelinesTemplate> = {}): GuidelinesTemplate {
  return {
    guidelinesTemplateId: 'template-starter',
    name: 'Acceptable use (starter)',
    description: 'The usual rules for a staff assistant.',
    sections: sampleSections.map(({ title, content }) => ({ title, content })),
    createdAt: '2026-08-01T08:00:00.000Z',
    updatedAt: '2026-08-15T10:00:00.000Z',
    ...overrides,
  };
}

/** A template as the list answers it. */
export function templateSummary(template: GuidelinesTemplate): GuidelinesTemplateSummary {
  const { sections, ...fields } = template;
  return { ...fields, sectionCount: sections.length };
}

export const sampleTemplates: readonly GuidelinesTemplateSummary[] = [
  templateSummary(sampleTemplate()),
  templateSummary(
    sampleTemplate({
      guidelinesTemplateId: 'template-public',
      name: 'Public chat notice',
      description: '',
      sections: [{ title: 'About this chat', content: 'Answers come from an AI.' }],
    }),
  ),
];
