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
    const previous = { dir: root.dir, lang: root.lang };
    root.dir = direction;
    root.lang = languageCode;
    return () => {
      root.dir = previous.dir;
      root.lang = previous.lang;
    };
  }, [direction, languageCode]);
}
