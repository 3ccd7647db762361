import { describe, expect, it } from 'vitest';
import { createTranslator } from '@parley/theme-brands';
import { conversationMessages } from '../conversation/conversation-messages';
import { conversationAr } from './conversation-ar';
import { conversationEn } from './conversation-en';
import { conversationCatalogue } from './conversation-text';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the conversation catalogue', () => {
  it('gives the messages file word for word in English', () => {
    const english = conversationCatalogue.textOf(createTranslator('en'));
    for (const [key, text] of Object.entries(conversationMessages)) {
      expect(english(key as keyof typeof conversationEn)).toBe(text);
    }
  });

  it('translates every English string into Arabic, keeping its placeholders', () => {
    for (const [key, text] of Object.entries(conversationEn)) {
      const arabic = conversationAr[key as keyof typeof conversationEn];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });
});
