import { useCallback, useContext, useSyncExternalStore } from 'react';
import { englishTranslatorOf } from './translator';
import type { Messages, TextValues, Translator } from './translator';
import { TranslatorContext } from './translator-context';

export type { Messages, TextValues } from './translator';

/** The Arabic catalogue must translate every English key, and may add none. */
export type Translation<English extends Messages> = { [Key in keyof English]: string };

/** Looks up a key of one catalogue in the current language. */
export type TextFunction<English extends Messages> = (
  key: keyof English & string,
  values?: TextValues,
) => string;

export interface Catalogue<English extends Messages> {
  namespace: string;
  /** The strings in the current language, re-rendering when the language changes. */
  useText: () => TextFunction<English>;
  /** The strings of one translator, for code outside components (tests, formatters). */
  textOf: (translator: Translator) => TextFunction<English>;
}

/**
 * One package's strings under its own namespace, English (the wording the specs quote) and
 * Arabic. The bundles join a translator the first time a component of the package renders in it,
 * so a package's strings travel with its code (lazy routes keep theirs out of the first load).
 */
export function defineCatalogue<English extends Messages>(
  namespace: string,
  en: English,
  ar: Translation<English>,
): Catalogue<English> {
  function register(translator: Translator) {
    if (!translator.hasNamespace(namespace)) translator.addNamespace(namespace, { en, ar });
  }
  function textOf(translator: Translator): TextFunction<English> {
    register(translator);
    return (key, values) => translator.text(namespace, key, values);
  }
  function useText(): TextFunction<English> {
    const translator = useContext(TranslatorContext) ?? englishTranslatorOf();
    register(translator);
    const language = useSyncExternalStore(translator.subscribe, () => translator.language);
    // A new function when the language changes, so what depends on it renders again.
    return useCallback<TextFunction<English>>(
      (key, values) => translator.text(namespace, key, values, language),
      [translator, language],
    );
  }
  return { namespace, useText, textOf };
}
