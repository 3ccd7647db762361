export { BrandProvider } from './brand-provider';
export { defineCatalogue } from './i18n/catalogue';
export { createTranslator } from './i18n/translator';
export {
  FALLBACK_LANGUAGE_CODE,
  interfaceLanguageOf,
  interfaceLanguages,
  visitorLanguageCode,
} from './i18n/languages';
export { LanguageProvider } from './i18n/language-provider';
export { BRAND_RADIUS, createBrandSystem, defaultBrandTheme } from './create-brand-system';
export { LOGIN_PANEL_BLUR, LOGIN_PANEL_OPACITY, LoginLayout } from './login-layout';
export { menuAppearance, useMenuSurfaceProps } from './menu-surface';
export { colorScale, contrastRatio, readableTextOn } from './palette';
export {
  DEFAULT_LANGUAGE_CODE,
  defaultUserSettings,
  directionFor,
  LANGUAGE_STORAGE_KEY,
  languageChanged,
  loadSettings,
  persistSettings,
  saveSettings,
  selectLanguageCode,
  selectSettings,
  selectSettingsDifferFromDefaults,
  selectThemeDirection,
  settingChanged,
  SETTINGS_STORAGE_KEY,
  settingsReset,
  settingsSlice,
} from './settings-slice';
export { localSettingsStorage, noopStorage } from './settings-storage';
export { useDocumentDirection } from './use-document-direction';
export { formatDocumentTitle, useDocumentTitle } from './use-document-title';

export type { BrandProviderProps } from './brand-provider';
export type { BrandSystem } from './create-brand-system';
export type { Catalogue, Messages, TextFunction, TextValues, Translation } from './i18n/catalogue';
export type { Translator } from './i18n/translator';
export type { InterfaceLanguageCode } from './i18n/languages';
export type { LoginAlignment, LoginLayoutProps } from './login-layout';
export type { MenuAppearance } from './menu-surface';
export type { ColorScale } from './palette';
export type {
  SettingsState,
  ThemeContrast,
  ThemeDirection,
  ThemeLayout,
  ThemeMode,
  UserSettings,
  WithSettingsState,
} from './settings-slice';
export type { SettingsStorage } from './settings-storage';
