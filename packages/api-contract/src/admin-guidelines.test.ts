import { describe, expect, it } from 'vitest';
import {
  guidelinesDocumentInputSchema,
  guidelinesLimits,
  guidelinesMessages,
  guidelinesPaths,
  guidelinesRoutes,
  guidelinesSectionInputSchema,
  guidelinesSectionOrderSchema,
  guidelinesTemplateInputSchema,
} from './admin-guidelines';
import { matchesRoute } from './test-support/route-matcher';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const section = { title: 'What you may share', content: 'Only what colleagues may read.' };

describe('guidelines documents and templates (console)', () => {
  it.each([
    [guidelinesRoutes.documents, guidelinesPaths.documents()],
    [guidelinesRoutes.document, guidelinesPaths.document('d-1')],
    [guidelinesRoutes.sections, guidelinesPaths.sections('d-1')],
    [guidelinesRoutes.section, guidelinesPaths.section('d-1', 's-1')],
    [guidelinesRoutes.sectionOrder, guidelinesPaths.sectionOrder('d-1')],
    [guidelinesRoutes.templates, guidelinesPaths.templates()],
    [guidelinesRoutes.template, guidelinesPaths.template('t-1')],
  ])('route %s matches its builder', (pattern, url) => {
    expect(matchesRoute(pattern, url)).toBe(true);
  });

  it('refuses a title left empty or longer than 200 characters, in its own words', () => {
    const titled = (title: string) =>
      messagesOf(guidelinesDocumentInputSchema.safeParse({ title, requireConsent: true }));
    expect(titled(' Acceptable use ')).toEqual([]);
    expect(titled('   ')).toEqual([guidelinesMessages.titleRequired]);
    expect(titled('t'.repeat(guidelinesLimits.titleMaxLength + 1))).toEqual([
      guidelinesMessages.titleTooLong,
    ]);
    expect(guidelinesMessages.titleTooLong).toBe('The title has at most 200 characters.');
  });

  it('needs a section title of at most 200 characters and text of at most 20,000', () => {
    expect(messagesOf(guidelinesSectionInputSchema.safeParse(section))).toEqual([]);
    expect(messagesOf(guidelinesSectionInputSchema.safeParse({ title: ' ', content: '' }))).toEqual(
      [guidelinesMessages.sectionTitleRequired, guidelinesMessages.sectionContentRequired],
    );
    const tooLong = guidelinesSectionInputSchema.safeParse({
      title: 't'.repeat(201),
      content: 'c'.repeat(20_001),
    });
    expect(messagesOf(tooLong)).toEqual([
      guidelinesMessages.sectionTitleTooLong,
      guidelinesMessages.sectionContentTooLong,
    ]);
    expect(guidelinesMessages.sectionContentTooLong).toBe(
      "A section's text has at most 20,000 characters.",
    );
  });

  it('takes an order naming each section once, at most 50', () => {
    expect(messagesOf(guidelinesSectionOrderSchema.safeParse({ sectionIds: ['a', 'b'] }))).toEqual(
      [],
    );
    expect(
      messagesOf(guidelinesSectionOrderSchema.safeParse({ sectionIds: ['a', 'b', 'a'] })),
    ).toEqual([guidelinesMessages.sectionOrderRepeated]);
    const many = Array.from({ length: guidelinesLimits.sectionsMax + 1 }, (_, i) => `s-${i}`);
    expect(messagesOf(guidelinesSectionOrderSchema.safeParse({ sectionIds: many }))).toEqual([
      guidelinesMessages.tooManySections,
    ]);
  });

  it('holds a template to a name, a description of at most 2,000 characters and 50 sections', () => {
    const template = { name: 'Acceptable use', description: '', sections: [section] };
    expect(messagesOf(guidelinesTemplateInputSchema.safeParse(template))).toEqual([]);
    const bad = guidelinesTemplateInputSchema.safeParse({
      name: '',
      description: 'd'.repeat(2_001),
      sections: Array.from({ length: 51 }, () => section),
    });
    expect(messagesOf(bad)).toEqual([
      guidelinesMessages.templateNameRequired,
      guidelinesMessages.templateDescriptionTooLong,
      guidelinesMessages.templateTooManySections,
    ]);
  });

  it('names the agents that keep a document from being deleted', () => {
    expect(guidelinesMessages.inUse('Acceptable use', ['Policy Guide'])).toBe(
      '"Acceptable use" cannot be deleted while an agent uses it: Policy Guide. Choose another guidelines document for it first.',
    );
    expect(
      guidelinesMessages.inUse('Acceptable use', ['Policy Guide', 'Travel desk', 'HR (draft)']),
    ).toBe(
      '"Acceptable use" cannot be deleted while 3 agents use it: Policy Guide, Travel desk and HR (draft). Choose another guidelines document for them first.',
    );
  });
});
