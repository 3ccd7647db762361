import { lazyPart, useHasOpened } from '../components/lazy-part';

/** The drawers the account menu opens. */
export type AccountDrawer = 'settings' | 'about';

// Each drawer loads on its first opening: a visit rarely opens them (the apps' JavaScript
// budgets), and once loaded it stays mounted so closing animates and focus returns.
const SettingsDrawer = lazyPart(async () => (await import('./settings-drawer')).SettingsDrawer);
const AboutDrawer = lazyPart(async () => (await import('./about-drawer')).AboutDrawer);

export interface AccountDrawersProps {
  /** The drawer showing, if any. */
  open: AccountDrawer | null;
  onClose: () => void;
}

/** The Settings and About drawers of the account menu (chat-spec section 9), for either app. */
export function AccountDrawers({ open, onClose }: AccountDrawersProps) {
  const settingsOpened = useHasOpened(open === 'settings');
  const aboutOpened = useHasOpened(open === 'about');
  return (
    <>
      {settingsOpened && <SettingsDrawer open={open === 'settings'} onClose={onClose} />}
      {aboutOpened && <AboutDrawer open={open === 'about'} onClose={onClose} />}
    </>
  );
}
