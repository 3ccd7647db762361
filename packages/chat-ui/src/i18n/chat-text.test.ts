import { describe, expect, it } from 'vitest';
import { chatAr } from './chat-ar';
import { chatEn } from './chat-en';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the chat catalogue', () => {
  it('translates every English string into Arabic, keeping its placeholders', () => {
    for (const [key, text] of Object.entries(chatEn)) {
      const arabic = chatAr[key as keyof typeof chatEn];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });
});
