import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SettingsDrawerPanel } from './settings-drawer-panel';

const meta = {
  title: 'chat-ui/SettingsDrawerPanel',
  component: SettingsDrawerPanel,
  args: {
    open: true,
    onClose: fn(),
    language: 'en',
    onLanguageChange: fn(),
    contrast: 'default',
    onContrastChange: fn(),
    stretch: false,
    onStretchChange: fn(),
    differsFromDefaults: false,
    onReset: fn(),
    isFullscreen: false,
    onToggleFullscreen: fn(),
  },
} satisfies Meta<typeof SettingsDrawerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // The layout width, not the drawn box: while the drawer slides in, its transform can draw it
    // a fraction of a pixel wider (280.00006 seen under load).
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(280);
    await userEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ar');
    await userEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    await expect(args.onContrastChange).toHaveBeenCalledWith('bold');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Full width' }));
    await expect(args.onStretchChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    await expect(args.onToggleFullscreen).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ChangedFromDefaults: Story = {
  args: { contrast: 'bold', stretch: true, differsFromDefaults: true, isFullscreen: true },
  play: async ({ args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset settings (changed from defaults)' }),
    );
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
