import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

describe('Translator', () => {
  const withGreeting = (languageCode: string) => {
    const translator = createTranslator(languageCode);
    translator.addNamespace('test', {
      en: { greeting: 'Hello', onlyEnglish: 'Only English' },
      ar: { greeting: 'مرحبا' },
    });
    return translator;
  };

  it('reads a key in its language, else in English, else as the key itself', () => {
    const arabic = withGreeting('ar');
    expect(arabic.text('test', 'greeting')).toBe('مرحبا');
    expect(arabic.text('test', 'onlyEnglish')).toBe('Only English');
    expect(arabic.text('test', 'unknown')).toBe('unknown');
    expect(arabic.text('other', 'greeting')).toBe('greeting');
  });

  it('tells its listeners of a change of language, once, and not after they stop', () => {
    const translator = withGreeting('en');
    const listener = vi.fn();
    const stop = translator.subscribe(listener);
    translator.changeLanguage('ar-EG');
    expect(translator.language).toBe('ar');
    expect(translator.text('test', 'greeting')).toBe('مرحبا');
    translator.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    translator.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.text('test', 'greeting')).toBe('Hello');
  });

  it('fills every {{name}} with its value as given, spaces inside the braces allowed', () => {
    const translator = createTranslator('en');
    translator.addNamespace('values', { en: { count: '{{count}} of {{ total }}: {{count}}' } });
    expect(translator.text('values', 'count', { count: 2, total: '<b>5</b>' })).toBe(
      '2 of <b>5</b>: 2',
    );
  });
});
