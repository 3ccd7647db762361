import rosetta from 'rosetta';
import { FALLBACK_LANGUAGE_CODE, interfaceLanguageOf } from './languages';
import type { InterfaceLanguageCode } from './languages';

/** A catalogue's strings by key; `{{name}}` marks a value filled in at use. */
export type Messages = Record<string, string>;

export type TextValues = Record<string, string | number>;

/**
 * Parley's strings in one language at a time (issue 20): the catalogues' bundles, English and a
 * translation per namespace, added by the packages that own them (`defineCatalogue`), and the
 * language they are read in. Lookup and `{{name}}` values are rosetta's (an i18n library of
 * 300 bytes; i18next and react-i18next were 17 KB gzip of the chat's first screen, issue 13); this
 * adds the English fallback (a key missing from the language reads in English, one missing from
 * both as itself) and tells listeners of a change of language. Each provider has its own, so two
 * on a page do not fight; nothing is fetched, so a switch is synchronous.
 */
export class Translator {
  #language: InterfaceLanguageCode;
  /** Each language's table: namespace -> key -> message. */
  readonly #tables = rosetta<Record<string, Messages>>();
  readonly #listeners = new Set<() => void>();

  constructor(languageCode: string) {
    this.#language = interfaceLanguageOf(languageCode);
  }

  /** The offered language the strings read in (`ar-EG` reads as `ar`, anything else as `en`). */
  get language(): InterfaceLanguageCode {
    return this.#language;
  }

  /** Reads the strings in `languageCode` from now on, and tells every listener. */
  changeLanguage(languageCode: string): void {
    const language = interfaceLanguageOf(languageCode);
    if (language === this.#language) return;
    this.#language = language;
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` on every change of language; returns the call that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Whether `namespace`'s bundles were added (every catalogue has English). */
  hasNamespace(namespace: string): boolean {
    return this.#tables.table(FALLBACK_LANGUAGE_CODE)?.[namespace] !== undefined;
  }

  addNamespace(namespace: string, bundles: Partial<Record<InterfaceLanguageCode, Messages>>) {
    for (const [language, messages] of Object.entries(bundles)) {
      this.#tables.set(language, { [namespace]: messages });
    }
  }

  /** The string of `key` in `namespace`, in `language` (the current one unless given). */
  text(
    namespace: string,
    key: string,
    values?: TextValues,
    language: InterfaceLanguageCode = this.#language,
  ): string {
    // A path, not "namespace.key": a key may hold a dot.
    const path = [namespace, key];
    return (
      this.#tables.t(path, values, language) ||
      this.#tables.t(path, values, FALLBACK_LANGUAGE_CODE) ||
      key
    );
  }
}

/** A translator reading `languageCode` (see `Translator`). */
export function createTranslator(languageCode: string): Translator {
  return new Translator(languageCode);
}

let englishTranslator: Translator | undefined;

/** The translator a component uses with no language provider above it (tests, lone stories). */
export function englishTranslatorOf(): Translator {
  englishTranslator ??= createTranslator(FALLBACK_LANGUAGE_CODE);
  return englishTranslator;
}
