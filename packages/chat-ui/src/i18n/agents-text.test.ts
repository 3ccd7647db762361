import { describe, expect, it } from 'vitest';
import {
  reportLimits,
  reportMessages,
  reportReasonLabels,
  reportReasons,
} from '@parley/api-contract';
import { createTranslator } from '@parley/theme-brands';
import { agentsAr } from './agents-ar';
import { agentsEn } from './agents-en';
import { agentsCatalogue } from './agents-text';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the agents catalogue', () => {
  it("gives the contract's report words word for word in English", () => {
    const english = agentsCatalogue.textOf(createTranslator('en'));
    expect(english('detailsTooLong', { max: reportLimits.detailsMaxLength })).toBe(
      reportMessages.detailsTooLong,
    );
    for (const reason of reportReasons) {
      expect(english(`reason${reason}`)).toBe(reportReasonLabels[reason]);
    }
  });

  it('translates every English string into Arabic, keeping its placeholders', () => {
    for (const [key, text] of Object.entries(agentsEn)) {
      const arabic = agentsAr[key as keyof typeof agentsEn];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });
});
