import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { BrandTheme } from '@parley/api-contract';
import { createBrandSystem, defaultBrandTheme } from './create-brand-system';
import { menuAppearance, MenuAppearanceContext } from './menu-surface';
import { DEFAULT_LANGUAGE_CODE, directionFor } from './settings-slice';
import type { ThemeDirection } from './settings-slice';
import { LanguageProvider } from './i18n/language-provider';
import { useDocumentDirection } from './use-document-direction';

export interface BrandProviderProps {
  theme?: BrandTheme;
  /**
   * The user's direction setting, applied to the document and to Chakra; defaults to the
   * direction of `languageCode`. With neither, the document's direction is left alone.
   */
  direction?: ThemeDirection;
  /** The interface language; without it an outer provider's language (else English) stands. */
  languageCode?: string;
  children: ReactNode;
}

/**
 * Chakra derives direction from a locale: the language's own when it reads the chosen way,
 * otherwise a stand-in that does (a user may pick right-to-left in an English interface).
 */
function localeFor(languageCode: string, direction: ThemeDirection): string {
  if (directionFor(languageCode) === direction) return languageCode;
  return direction === 'rtl' ? 'ar' : 'en';
}

/**
 * Provides the Chakra system of one brand (a new theme builds a new system), the appearance of its
 * menu colour (`useMenuSurfaceProps`), applies the reading direction to the document and to
 * Chakra's components, and translates the interface into `languageCode`.
 */
export function BrandProvider({
  theme = defaultBrandTheme,
  languageCode,
  direction,
  children,
}: BrandProviderProps) {
  const system = useMemo(() => createBrandSystem(theme), [theme]);
  const language = languageCode ?? DEFAULT_LANGUAGE_CODE;
  const chosenDirection = direction ?? (languageCode ? directionFor(languageCode) : undefined);
  useDocumentDirection(chosenDirection, language);
  const content = (
    <MenuAppearanceContext.Provider value={menuAppearance(theme.menu)}>
      {languageCode ? (
        <LanguageProvider languageCode={languageCode}>{children}</LanguageProvider>
      ) : (
        children
      )}
    </MenuAppearanceContext.Provider>
  );
  return (
    <ChakraProvider value={system}>
      {/* Without a direction, an outer provider's locale (else Chakra's default, ltr) stands. */}
      {chosenDirection ? (
        <LocaleProvider locale={localeFor(language, chosenDirection)}>{content}</LocaleProvider>
      ) : (
        content
      )}
    </ChakraProvider>
  );
}
