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

function isOffered(languageCode: string): boolean {
  const base = languageCode.toLowerCase().split('-')[0];
  return interfaceLanguages.some((language) => language.code === base);
}

/**
 * The language of a visitor who has no settings of their own (the public chat): the one chosen in
 * the chat app on this origin (`stored`), else the first of the browser's languages that is
 * offered, else English.
 */
export function visitorLanguageCode(
  stored: string | null,
  browserLanguages: readonly string[],
): InterfaceLanguageCode {
  const offered = [stored ?? '', ...browserLanguages].find(isOffered);
  return offered ? interfaceLanguageOf(offered) : FALLBACK_LANGUAGE_CODE;
}
