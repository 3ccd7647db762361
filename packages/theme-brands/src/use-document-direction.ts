import { useEffect } from 'react';
import type { ThemeDirection } from './settings-slice';

/**
 * Puts the reading direction and language on `<html>`, where CSS logical properties read it.
 * Without a direction it leaves the document alone, so an outer provider's choice stands.
 */
export function useDocumentDirection(
  direction: ThemeDirection | undefined,
  languageCode: string,
): void {
  useEffect(() => {
    if (direction === undefined) return;
    const root = document.documentElement;
    const previous = { dir: root.getAttribute('dir'), lang: root.getAttribute('lang') };
    root.dir = direction;
    root.lang = languageCode;
    return () => {
      restoreAttribute(root, 'dir', previous.dir);
      restoreAttribute(root, 'lang', previous.lang);
    };
  }, [direction, languageCode]);
}

/** Puts an attribute back as it was: absent if it was (an empty `dir=""` is not the same). */
function restoreAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
