import { defineCatalogue } from '@parley/theme-brands';
import { shellAr } from './shell-ar';
import { shellEn } from './shell-en';

/** The shell's strings (layout frame, account menu, settings and about drawers, screens). */
export const shellCatalogue = defineCatalogue('shell', shellEn, shellAr);
export const useShellText = shellCatalogue.useText;
