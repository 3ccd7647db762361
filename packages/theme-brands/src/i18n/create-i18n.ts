import i18next from 'i18next';
import type { i18n } from 'i18next';
import { FALLBACK_LANGUAGE_CODE, interfaceLanguages } from './languages';

/**
 * An i18next instance of its own (never the global one, so two providers on a page do not fight)
 * in `languageCode`. Catalogues are bundled and added by the packages that own them
 * (`defineCatalogue`), so nothing is fetched and initialisation is synchronous.
 */
export function createI18n(languageCode: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: languageCode,
    fallbackLng: FALLBACK_LANGUAGE_CODE,
    supportedLngs: interfaceLanguages.map((language) => language.code),
    nonExplicitSupportedLngs: true,
    resources: {},
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

let englishInstance: i18n | undefined;

/** The instance a component uses with no language provider above it (tests, lone stories): English. */
export function englishI18n(): i18n {
  englishInstance ??= createI18n(FALLBACK_LANGUAGE_CODE);
  return englishInstance;
}
