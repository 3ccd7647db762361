/** The languages the interface is translated into; English is the fallback for anything missing. */
export const FALLBACK_LANGUAGE_CODE = 'en';

/** Each language offered in the settings drawer, named in its own script. */
export const interfaceLanguages = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
] as const;

export type InterfaceLanguageCode = (typeof interfaceLanguages)[number]['code'];

/** The offered language a stored code reads in (`ar-EG` -> `ar`), else English. */
export function interfaceLanguageOf(languageCode: string): InterfaceLanguageCode {
  const base = languageCode.toLowerCase().split('-')[0];
  return interfaceLanguages.find((language) => language.code === base)?.code ?? 'en';
}
