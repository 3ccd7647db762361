import {
  guidelinesDocumentInputSchema,
  guidelinesLimits,
  guidelinesSectionInputSchema,
  guidelinesTemplateInputSchema,
  newGuidelinesDocumentSchema,
} from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import {
  guidelinesDocumentFormSchema,
  guidelinesSectionFormSchema,
  guidelinesTemplateFormSchema,
  newDocumentInputOf,
  newGuidelinesDocumentFormSchema,
  templateInputOf,
} from './guidelines-schema';

const section = { title: 'What you may share', content: 'Only what colleagues may read.' };
const tooLong = (limit: number) => 'x'.repeat(limit + 1);

describe('guidelines forms', () => {
  it('refuse a document as the contract does, in its words (guidelinesDocumentInputSchema)', async () => {
    const valid = { title: 'Acceptable use', requireConsent: true };
    const inputs = [
      valid,
      { ...valid, title: '  ' },
      { ...valid, title: tooLong(guidelinesLimits.titleMaxLength) },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: guidelinesDocumentFormSchema,
        contractSchema: guidelinesDocumentInputSchema,
        inputs,
      }),
    ).toEqual([]);
    expect(
      await schemaParityMismatches({
        formSchema: newGuidelinesDocumentFormSchema,
        contractSchema: newGuidelinesDocumentSchema,
        inputs: [...inputs, { ...valid, templateId: 'template-1' }, { ...valid, templateId: null }],
      }),
    ).toEqual([]);
  });

  it('refuse a section as the contract does, in its words (guidelinesSectionInputSchema)', async () => {
    expect(
      await schemaParityMismatches({
        formSchema: guidelinesSectionFormSchema,
        contractSchema: guidelinesSectionInputSchema,
        inputs: [
          section,
          { title: ' ', content: ' ' },
          {
            title: tooLong(guidelinesLimits.sectionTitleMaxLength),
            content: tooLong(guidelinesLimits.sectionContentMaxLength),
          },
        ],
      }),
    ).toEqual([]);
  });

  it('refuse a template as the contract does, in its words (guidelinesTemplateInputSchema)', async () => {
    const keyed = (sections: { title: string; content: string }[]) =>
      sections.map((each, n) => ({ key: `k-${n}`, ...each }));
    const valid = { name: 'Starter', description: '', sections: keyed([section]) };
    const inputs = [
      valid,
      { ...valid, name: ' ' },
      { ...valid, name: tooLong(guidelinesLimits.templateNameMaxLength) },
      { ...valid, description: tooLong(guidelinesLimits.templateDescriptionMaxLength) },
      { ...valid, sections: keyed([section, { title: '', content: '' }]) },
      {
        ...valid,
        sections: keyed(Array.from({ length: guidelinesLimits.sectionsMax + 1 }, () => section)),
      },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: guidelinesTemplateFormSchema,
        contractSchema: guidelinesTemplateInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it('send no template as null, and a template without the form’s keys', () => {
    expect(newDocumentInputOf({ title: ' Rules ', requireConsent: false, templateId: '' })).toEqual(
      { title: 'Rules', requireConsent: false, templateId: null },
    );
    expect(
      templateInputOf({
        name: 'Starter ',
        description: '',
        sections: [{ key: 'k-1', title: ' One', content: 'Text ' }],
      }),
    ).toEqual({ name: 'Starter', description: '', sections: [{ title: 'One', content: 'Text' }] });
  });
});
