import { describe, expect, it } from 'vitest';
import { consoleAgentsAr } from './console-agents-ar';
import { consoleAgentsEn } from './console-agents-en';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the console agents catalogue', () => {
  it('translates every English string into Arabic, keeping its placeholders', () => {
    for (const [key, text] of Object.entries(consoleAgentsEn)) {
      const arabic = consoleAgentsAr[key as keyof typeof consoleAgentsEn];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });
});
