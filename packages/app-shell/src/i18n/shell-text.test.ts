import { describe, expect, it } from 'vitest';
import { shellAr } from './shell-ar';
import { shellEn } from './shell-en';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the shell catalogue', () => {
  it('translates every English string into Arabic, keeping its placeholders', () => {
    for (const [key, text] of Object.entries(shellEn)) {
      const arabic = shellAr[key as keyof typeof shellEn];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });
});
