import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { englishI18n } from './create-i18n';

/** A catalogue's strings by key; `{{name}}` marks a value filled in at use. */
export type Messages = Record<string, string>;

/** The Arabic catalogue must translate every English key, and may add none. */
export type Translation<English extends Messages> = { [Key in keyof English]: string };

export type TextValues = Record<string, string | number>;

/** Looks up a key of one catalogue in the current language. */
export type TextFunction<English extends Messages> = (
  key: keyof English & string,
  values?: TextValues,
) => string;

export interface Catalogue<English extends Messages> {
  namespace: string;
  /** The strings in the current language, re-rendering when the language changes. */
  useText: () => TextFunction<English>;
  /** The strings of one instance, for code outside components (tests, formatters). */
  textOf: (instance: i18n) => TextFunction<English>;
}

/**
 * One package's strings under its own namespace, English (the wording the specs quote) and
 * Arabic. The bundles join an instance the first time a component of the package renders in it,
 * so a package's strings travel with its code (lazy routes keep theirs out of the first load).
 */
export function defineCatalogue<English extends Messages>(
  namespace: string,
  en: English,
  ar: Translation<English>,
): Catalogue<English> {
  function register(instance: i18n) {
    if (instance.hasResourceBundle('en', namespace)) return;
    instance.addResourceBundle('en', namespace, en);
    instance.addResourceBundle('ar', namespace, ar);
  }
  function textOf(instance: i18n): TextFunction<English> {
    register(instance);
    const t = instance.getFixedT(null, namespace);
    return (key, values) => t(key, values ?? {});
  }
  function useText(): TextFunction<English> {
    const instance = useContext(I18nContext)?.i18n ?? englishI18n();
    register(instance);
    const { t } = useTranslation(namespace, { i18n: instance, useSuspense: false });
    return t as unknown as TextFunction<English>;
  }
  return { namespace, useText, textOf };
}
