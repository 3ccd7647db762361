import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createTranslator } from './translator';
import { TranslatorContext } from './translator-context';

/**
 * Translates everything inside into `languageCode`; a new code re-renders the translated parts
 * in place (no reload).
 */
export function LanguageProvider({
  languageCode,
  children,
}: {
  languageCode: string;
  children: ReactNode;
}) {
  const [translator] = useState(() => createTranslator(languageCode));
  // Before paint, so a switch never shows a frame of the old language in the new direction.
  useLayoutEffect(() => translator.changeLanguage(languageCode), [translator, languageCode]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
