/**
 * The launcher's words in the languages the chat speaks. The loader has no dependencies, so it
 * keeps its few strings here rather than in a catalogue; the English ones are the spec's.
 */
export const widgetText = {
  en: { openChat: 'Open chat', closeChat: 'Close chat', chat: 'Chat' },
  ar: { openChat: 'فتح المحادثة', closeChat: 'إغلاق المحادثة', chat: 'المحادثة' },
} as const;

export type WidgetLanguage = keyof typeof widgetText;

/**
 * The visitor's language as the chat in the iframe reads it with no stored choice: the first of
 * the browser's languages the chat speaks (`ar-EG` is Arabic), else English.
 */
export function widgetLanguageOf(browserLanguages: readonly string[]): WidgetLanguage {
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'ar') return base;
  }
  return 'en';
}
