import { useDispatch } from 'react-redux';
import {
  interfaceLanguageOf,
  languageChanged,
  selectSettings,
  selectSettingsDifferFromDefaults,
  settingChanged,
  settingsReset,
} from '@parley/theme-brands';
import { SettingsDrawerPanel } from './settings-drawer-panel';
import { useFullscreen } from './use-fullscreen';
import { useSettingsSelector } from './use-settings-selector';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The settings drawer connected to the settings slice: each choice is dispatched at once, and
 * theme-brands' `persistSettings` keeps it in local storage.
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const dispatch = useDispatch();
  const settings = useSettingsSelector(selectSettings);
  const differsFromDefaults = useSettingsSelector(selectSettingsDifferFromDefaults);
  const { isFullscreen, toggleFullscreen } = useFullscreen();
  return (
    <SettingsDrawerPanel
      open={open}
      onClose={onClose}
      language={interfaceLanguageOf(settings.languageCode)}
      onLanguageChange={(code) => dispatch(languageChanged(code))}
      contrast={settings.themeContrast}
      onContrastChange={(value) => dispatch(settingChanged({ name: 'themeContrast', value }))}
      stretch={settings.themeStretch}
      onStretchChange={(value) => dispatch(settingChanged({ name: 'themeStretch', value }))}
      differsFromDefaults={differsFromDefaults}
      onReset={() => dispatch(settingsReset())}
      isFullscreen={isFullscreen}
      onToggleFullscreen={toggleFullscreen}
    />
  );
}
