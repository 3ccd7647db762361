import { FALLBACK_LANGUAGE_CODE, interfaceLanguageOf } from './languages';
import type { InterfaceLanguageCode } from './languages';

/** A catalogue's strings by key; `{{name}}` marks a value filled in at use. */
export type Messages = Record<string, string>;

export type TextValues = Record<string, string | number>;

/** `{{name}}`, spaces inside the braces allowed. */
const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills `{{name}}` with `values.name`, as it is: React escapes what it renders. A placeholder
 * with no value stays as written, so a missing value shows rather than vanishing.
 */
export function fillIn(message: string, values: TextValues | undefined): string {
  if (!values || !message.includes('{{')) return message;
  return message.replace(placeholder, (written, name: string) => {
    const value = values[name];
    return value === undefined ? written : String(value);
  });
}

/**
 * Parley's strings in one language at a time (issue 20): the catalogues' bundles, English and a
 * translation per namespace, added by the packages that own them (`defineCatalogue`), and the
 * language they are read in. A key missing from the language reads in English, and a key missing
 * from both reads as itself. Each provider has its own, so two on a page do not fight; nothing is
 * fetched, so a switch is synchronous. It does what Parley used of i18next and react-i18next,
 * which were about 17 KB gzip of the chat's first screen (issue 13).
 */
export class Translator {
  #language: InterfaceLanguageCode;
  readonly #bundles = new Map<string, Partial<Record<InterfaceLanguageCode, Messages>>>();
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

  hasNamespace(namespace: string): boolean {
    return this.#bundles.has(namespace);
  }

  addNamespace(namespace: string, bundles: Partial<Record<InterfaceLanguageCode, Messages>>) {
    this.#bundles.set(namespace, bundles);
  }

  /** The string of `key` in `namespace`, in `language` (the current one unless given). */
  text(
    namespace: string,
    key: string,
    values?: TextValues,
    language: InterfaceLanguageCode = this.#language,
  ): string {
    const bundles = this.#bundles.get(namespace);
    const message = bundles?.[language]?.[key] ?? bundles?.[FALLBACK_LANGUAGE_CODE]?.[key] ?? key;
    return fillIn(message, values);
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
