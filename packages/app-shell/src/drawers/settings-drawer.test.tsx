import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSelector } from 'react-redux';
import type { ReactNode } from 'react';
import {
  BrandProvider,
  defaultUserSettings,
  selectSettings,
  settingsSlice,
} from '@parley/theme-brands';
import { shellTestIds } from '../test-ids';
import { renderWithProviders } from '../testing/render-with-providers';
import { SettingsContent } from './settings-content';
import { SettingsDrawer } from './settings-drawer';

const defaults = { ...defaultUserSettings(), languageCode: 'en' };

function renderDrawer(settings: Partial<typeof defaults> = {}, onClose = () => {}) {
  return renderWithProviders(<SettingsDrawer open onClose={onClose} />, {
    preloadedState: { settings: { ...defaults, ...settings } },
  });
}

/** The drawer in the language and direction its own store holds, as the apps' brand provider does. */
function InStoreLanguage({ children }: { children: ReactNode }) {
  const { languageCode, themeDirection } = useSelector(selectSettings);
  return (
    <BrandProvider languageCode={languageCode} direction={themeDirection}>
      {children}
    </BrandProvider>
  );
}

function renderDrawerInStoreLanguage(settings: Partial<typeof defaults> = {}) {
  return renderWithProviders(
    <InStoreLanguage>
      <SettingsDrawer open onClose={() => {}} />
    </InStoreLanguage>,
    { preloadedState: { settings: { ...defaults, ...settings } } },
  );
}

function setFullscreenElement(element: Element | null) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
}

describe('SettingsDrawer', () => {
  afterEach(() => {
    setFullscreenElement(null);
  });

  it('is titled Settings and 280 wide (chat-spec section 9)', async () => {
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveStyle({ maxWidth: '280px' });
  });

  it('applies bold contrast at once', async () => {
    const { store } = renderDrawer();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bold' }));
    expect(selectSettings(store.getState()).themeContrast).toBe('bold');
  });

  it('applies full width at once', async () => {
    const { store } = renderDrawer();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Full width' }));
    expect(selectSettings(store.getState()).themeStretch).toBe(true);
  });

  it('marks reset with a dot only while a setting differs from the defaults', async () => {
    renderDrawer();
    await screen.findByRole('dialog');
    expect(screen.queryByTestId(shellTestIds.settingsResetDot)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    expect(screen.getByTestId(shellTestIds.settingsResetDot)).toBeInTheDocument();
  });

  it('restores the defaults on reset', async () => {
    const { store } = renderDrawer({ themeContrast: 'bold', themeStretch: true });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset settings (changed from defaults)' }),
    );
    expect(selectSettings(store.getState())).toEqual(defaults);
    expect(screen.queryByTestId(shellTestIds.settingsResetDot)).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    renderDrawer({}, onClose);
    await userEvent.click(await screen.findByRole('button', { name: 'Close settings' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks the browser for fullscreen', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = requestFullscreen;
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Fullscreen' }));
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });

  it('follows fullscreenchange, whoever changed it', async () => {
    renderDrawer();
    await screen.findByRole('button', { name: 'Fullscreen' });
    act(() => {
      setFullscreenElement(document.documentElement);
      fireEvent(document, new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('SettingsDrawer language', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  });

  it('offers English and Arabic, each named in its own language, with the current one chosen', async () => {
    renderDrawer();
    const group = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'العربية' })).not.toBeChecked();
  });

  it('switches to Arabic and right to left from the keyboard, then back', async () => {
    const { store } = renderDrawerInStoreLanguage();
    const english = await screen.findByRole('radio', { name: 'English' });
    english.focus();
    await userEvent.keyboard('{ArrowRight}');
    const state = () => store.getState()[settingsSlice.reducerPath];
    expect(state().languageCode).toBe('ar');
    expect(state().themeDirection).toBe('rtl');
    // The drawer re-renders in Arabic in place, and the document reads right to left.
    expect(await screen.findByRole('dialog', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'اللغة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(state().languageCode).toBe('en');
    expect(state().themeDirection).toBe('ltr');
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('reads a stored regional code as its language', async () => {
    renderDrawer({ languageCode: 'ar-EG', themeDirection: 'rtl' });
    expect(await screen.findByRole('radio', { name: 'العربية' })).toBeChecked();
  });
});

describe('SettingsContent', () => {
  it('limits the content width when stretch is off', () => {
    renderWithProviders(<SettingsContent>Content</SettingsContent>, {
      preloadedState: { settings: defaults },
    });
    expect(getComputedStyle(screen.getByText('Content')).maxWidth).toBe('var(--chakra-sizes-7xl)');
  });

  it('makes the content full width when stretch is on', () => {
    renderWithProviders(<SettingsContent>Content</SettingsContent>, {
      preloadedState: { settings: { ...defaults, themeStretch: true } },
    });
    expect(getComputedStyle(screen.getByText('Content')).maxWidth).toBe('var(--chakra-sizes-full)');
  });

  it('points the subtle border and text tokens at the strong ones in bold contrast', () => {
    renderWithProviders(<SettingsContent>Content</SettingsContent>, {
      preloadedState: { settings: { ...defaults, themeContrast: 'bold' } },
    });
    const style = getComputedStyle(screen.getByText('Content'));
    expect(style.getPropertyValue('--chakra-colors-border')).toBe(
      'var(--chakra-colors-border-emphasized)',
    );
    expect(style.getPropertyValue('--chakra-colors-fg-muted')).toBe('var(--chakra-colors-fg)');
  });
});
