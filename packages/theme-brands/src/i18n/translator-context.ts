import { createContext } from 'react';
import type { Translator } from './translator';

/** The translator of the nearest `LanguageProvider`; none: English. */
export const TranslatorContext = createContext<Translator | undefined>(undefined);
