import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n';

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
  const [instance] = useState(() => createI18n(languageCode));
  // Before paint, so a switch never shows a frame of the old language in the new direction.
  useLayoutEffect(() => {
    if (instance.language !== languageCode) void instance.changeLanguage(languageCode);
  }, [instance, languageCode]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
