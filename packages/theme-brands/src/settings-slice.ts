import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { localSettingsStorage } from './settings-storage';
import type { SettingsStorage } from './settings-storage';

export type ThemeMode = 'light' | 'dark';
export type ThemeDirection = 'ltr' | 'rtl';
export type ThemeContrast = 'default' | 'bold';
export type ThemeLayout = 'vertical' | 'horizontal' | 'mini';

export interface UserSettings {
  themeMode: ThemeMode;
  themeDirection: ThemeDirection;
  themeContrast: ThemeContrast;
  themeLayout: ThemeLayout;
  themeColorPresets: string;
  themeStretch: boolean;
}

export interface SettingsState extends UserSettings {
  languageCode: string;
}

export const DEFAULT_LANGUAGE_CODE = 'en';

/**
 * localStorage keys: the settings as JSON, and the language code under i18next's usual key (the
 * one Parley stored it under while it used i18next; choices already stored keep working).
 */
export const SETTINGS_STORAGE_KEY = 'parley-settings';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Arabic reads right to left (chat-spec section 3). */
export function directionFor(languageCode: string): ThemeDirection {
  return languageCode.toLowerCase().split('-')[0] === 'ar' ? 'rtl' : 'ltr';
}

/** The defaults of chat-spec section 3, for a language. */
export function defaultUserSettings(languageCode: string = DEFAULT_LANGUAGE_CODE): UserSettings {
  return {
    themeMode: 'light',
    themeDirection: directionFor(languageCode),
    themeContrast: 'default',
    themeLayout: 'vertical',
    themeColorPresets: 'default',
    themeStretch: false,
  };
}

const allowedValues: { [Name in keyof UserSettings]: (value: unknown) => boolean } = {
  themeMode: (value) => value === 'light' || value === 'dark',
  themeDirection: (value) => value === 'ltr' || value === 'rtl',
  themeContrast: (value) => value === 'default' || value === 'bold',
  themeLayout: (value) => value === 'vertical' || value === 'horizontal' || value === 'mini',
  themeColorPresets: (value) => typeof value === 'string' && value !== '',
  themeStretch: (value) => typeof value === 'boolean',
};

function parseStoredSettings(text: string | null): Partial<UserSettings> {
  try {
    const stored: unknown = text === null ? {} : JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return {};
    // Storage is user-editable: keep only known names with allowed values.
    return Object.fromEntries(
      Object.entries(stored).filter(
        ([name, value]) =>
          name in allowedValues && allowedValues[name as keyof UserSettings](value),
      ),
    );
  } catch {
    return {};
  }
}

/** The persisted settings over the defaults; anything missing or invalid takes its default. */
export function loadSettings(storage: SettingsStorage = localSettingsStorage()): SettingsState {
  const languageCode = storage.getItem(LANGUAGE_STORAGE_KEY) || DEFAULT_LANGUAGE_CODE;
  return {
    ...defaultUserSettings(languageCode),
    ...parseStoredSettings(storage.getItem(SETTINGS_STORAGE_KEY)),
    languageCode,
  };
}

export function saveSettings(
  { languageCode, ...settings }: SettingsState,
  storage: SettingsStorage = localSettingsStorage(),
): void {
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  storage.setItem(LANGUAGE_STORAGE_KEY, languageCode);
}

type SettingChange = {
  [Name in keyof UserSettings]: { name: Name; value: UserSettings[Name] };
}[keyof UserSettings];

export const settingsSlice = createSlice({
  name: 'settings',
  // Read lazily, when a store is made, so each store starts from what the browser kept.
  initialState: () => loadSettings(),
  reducers: {
    settingChanged(state, action: PayloadAction<SettingChange>) {
      Object.assign(state, { [action.payload.name]: action.payload.value });
    },
    /** A new language also sets the direction it reads in. */
    languageChanged(state, action: PayloadAction<string>) {
      state.languageCode = action.payload;
      state.themeDirection = directionFor(action.payload);
    },
    /** Restores the defaults of chat-spec section 3; the language stays. */
    settingsReset(state) {
      return { ...defaultUserSettings(state.languageCode), languageCode: state.languageCode };
    },
  },
  selectors: {
    selectSettings: (state) => state,
    selectThemeDirection: (state) => state.themeDirection,
    selectLanguageCode: (state) => state.languageCode,
    /** Whether any setting differs from the defaults: the settings drawer marks reset with a dot. */
    selectSettingsDifferFromDefaults: (state) => {
      const defaults = defaultUserSettings(state.languageCode);
      return (Object.keys(defaults) as (keyof UserSettings)[]).some(
        (name) => state[name] !== defaults[name],
      );
    },
  },
});

export const { settingChanged, languageChanged, settingsReset } = settingsSlice.actions;
export const {
  selectSettings,
  selectThemeDirection,
  selectLanguageCode,
  selectSettingsDifferFromDefaults,
} = settingsSlice.selectors;

/** The state shape of any store that mounts the settings slice at its reducer path. */
export type WithSettingsState = { [settingsSlice.reducerPath]: SettingsState };

/**
 * Saves the settings whenever they change. Call once after making the store; returns the
 * unsubscribe function.
 */
export function persistSettings(
  store: { getState(): WithSettingsState; subscribe(listener: () => void): () => void },
  storage: SettingsStorage = localSettingsStorage(),
): () => void {
  let saved = selectSettings(store.getState());
  return store.subscribe(() => {
    const current = selectSettings(store.getState());
    if (current === saved) return;
    saved = current;
    saveSettings(current, storage);
  });
}
