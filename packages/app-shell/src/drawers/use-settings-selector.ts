import { useSelector } from 'react-redux';
import type { WithSettingsState } from '@parley/theme-brands';

/** Typed selector hook for the settings slice, the only state the settings screens read. */
export const useSettingsSelector = useSelector.withTypes<WithSettingsState>();
