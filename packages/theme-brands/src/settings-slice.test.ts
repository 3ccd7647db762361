import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  languageChanged,
  LANGUAGE_STORAGE_KEY,
  loadSettings,
  persistSettings,
  selectSettingsDifferFromDefaults,
  settingChanged,
  settingsReset,
  settingsSlice,
  SETTINGS_STORAGE_KEY,
} from './settings-slice';
import { noopStorage } from './settings-storage';

function makeSettingsStore() {
  return configureStore({ reducer: { [settingsSlice.reducerPath]: settingsSlice.reducer } });
}

beforeEach(() => window.localStorage.clear());

describe('settings slice defaults (chat-spec section 3)', () => {
  it('starts light, ltr, default contrast, vertical layout, default presets, not stretched', () => {
    expect(makeSettingsStore().getState().settings).toEqual({
      themeMode: 'light',
      themeDirection: 'ltr',
      themeContrast: 'default',
      themeLayout: 'vertical',
      themeColorPresets: 'default',
      themeStretch: false,
      languageCode: 'en',
    });
  });

  it('reads right to left when the language is Arabic', () => {
    const store = makeSettingsStore();
    store.dispatch(languageChanged('ar'));
    expect(store.getState().settings.themeDirection).toBe('rtl');
    store.dispatch(languageChanged('en-GB'));
    expect(store.getState().settings.themeDirection).toBe('ltr');
  });

  it('starts right to left when the stored language is Arabic', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar-EG');
    expect(makeSettingsStore().getState().settings.themeDirection).toBe('rtl');
  });
});

describe('settings slice changes', () => {
  it('sets one setting by name and value', () => {
    const store = makeSettingsStore();
    store.dispatch(settingChanged({ name: 'themeContrast', value: 'bold' }));
    expect(store.getState().settings.themeContrast).toBe('bold');
  });

  it('reset restores the defaults and keeps the language', () => {
    const store = makeSettingsStore();
    store.dispatch(languageChanged('ar'));
    store.dispatch(settingChanged({ name: 'themeStretch', value: true }));
    store.dispatch(settingChanged({ name: 'themeDirection', value: 'ltr' }));
    store.dispatch(settingsReset());
    expect(store.getState().settings).toMatchObject({
      themeStretch: false,
      themeDirection: 'rtl',
      languageCode: 'ar',
    });
  });

  it('tells whether any setting differs from the defaults (the dot on reset)', () => {
    const store = makeSettingsStore();
    expect(selectSettingsDifferFromDefaults(store.getState())).toBe(false);
    store.dispatch(settingChanged({ name: 'themeStretch', value: true }));
    expect(selectSettingsDifferFromDefaults(store.getState())).toBe(true);
    store.dispatch(settingsReset());
    expect(selectSettingsDifferFromDefaults(store.getState())).toBe(false);
  });

  it('does not count the language, or the direction it brings, as a change', () => {
    const store = makeSettingsStore();
    store.dispatch(languageChanged('ar'));
    expect(selectSettingsDifferFromDefaults(store.getState())).toBe(false);
  });
});

describe('settings persistence (chat-spec sections 3 and 9)', () => {
  it('keeps the settings and the language code in localStorage', () => {
    const store = makeSettingsStore();
    persistSettings(store);
    store.dispatch(settingChanged({ name: 'themeContrast', value: 'bold' }));
    store.dispatch(languageChanged('fr'));
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      themeContrast: 'bold',
    });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('starts a new store from the persisted settings', () => {
    const first = makeSettingsStore();
    persistSettings(first);
    first.dispatch(settingChanged({ name: 'themeStretch', value: true }));
    expect(makeSettingsStore().getState().settings.themeStretch).toBe(true);
  });

  it('ignores stored values that are not allowed, keeping their defaults', () => {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        themeContrast: 'neon',
        themeStretch: 'yes',
        themeMode: 'dark',
        admin: true,
      }),
    );
    expect(loadSettings()).toMatchObject({
      themeContrast: 'default',
      themeStretch: false,
      themeMode: 'dark',
    });
    expect(loadSettings()).not.toHaveProperty('admin');
  });

  it('ignores stored settings that are not JSON', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings().themeContrast).toBe('default');
  });

  it('works with the defaults when storage is unavailable', () => {
    expect(loadSettings(noopStorage)).toMatchObject({ themeMode: 'light', languageCode: 'en' });
  });
});
