import { Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import {
  AccountDrawers,
  AccountMenu,
  LayoutFrame,
  SettingsContent,
  Toaster,
  useVisitBrand,
} from '@parley/app-shell';
import type { AccountDrawer } from '@parley/app-shell';
import { ConsoleNav } from './console-nav';
import { useConsoleAccess } from './use-console-access';
import { useMenuBadges } from './use-menu-badges';

/**
 * The frame of every console page: the brand's navigation logo, the console menu (what the user's
 * roles reveal), the page in the user's contrast and width, the account menu (Management pressed,
 * Chat leading back), its Settings and About drawers, and the toasts.
 */
export function ConsoleShell() {
  const visit = useVisitBrand();
  const brandTheme = visit.data;
  const access = useConsoleAccess();
  const [openDrawer, setOpenDrawer] = useState<AccountDrawer | null>(null);
  const brand = brandTheme?.brand;
  const logoFile = brand?.navigationLogoFileName ?? brand?.logoFileName;
  const items = access.status === 'ready' ? access.menu : [];
  const badges = useMenuBadges(items);

  return (
    <LayoutFrame
      logo={
        logoFile ? (
          <Image src={visit.fileUrl(logoFile)} alt={visit.appName} maxH="10" />
        ) : (
          <Text fontWeight="semibold">{visit.appName}</Text>
        )
      }
      sidebar={({ mini, closeMobileNav }) => (
        <ConsoleNav items={items} mini={mini} onNavigate={closeMobileNav} badges={badges} />
      )}
      headerActions={
        <AccountMenu
          workspace="management"
          onOpenSettings={() => setOpenDrawer('settings')}
          onOpenAbout={() => setOpenDrawer('about')}
        />
      }
    >
      <SettingsContent flex="1" display="flex" flexDirection="column">
        <Outlet />
      </SettingsContent>
      <AccountDrawers open={openDrawer} onClose={() => setOpenDrawer(null)} />
      <Toaster />
    </LayoutFrame>
  );
}
