import { Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { paths } from '@parley/api-contract';
import { useGetBrandThemeQuery } from '@parley/api-client';
import {
  AccountDrawers,
  AccountMenu,
  LayoutFrame,
  SettingsContent,
  Toaster,
} from '@parley/app-shell';
import type { AccountDrawer } from '@parley/app-shell';
import { selectInstanceSettings } from '@parley/auth';
import { ConsoleNav } from './console-nav';
import { useConsoleAccess } from './use-console-access';

/**
 * The frame of every console page: the brand's navigation logo, the console menu (what the user's
 * roles reveal), the page in the user's contrast and width, the account menu (Management pressed,
 * Chat leading back), its Settings and About drawers, and the toasts.
 */
export function ConsoleShell() {
  const settings = useSelector(selectInstanceSettings);
  const brandKey = settings.defaultBrandKey;
  const { data: brandTheme } = useGetBrandThemeQuery(brandKey, { skip: !brandKey });
  const access = useConsoleAccess();
  const [openDrawer, setOpenDrawer] = useState<AccountDrawer | null>(null);
  const brand = brandTheme?.brand;
  const logoFile = brand?.navigationLogoFileName ?? brand?.logoFileName;
  const items = access.status === 'ready' ? access.menu : [];

  return (
    <LayoutFrame
      logo={
        logoFile ? (
          <Image src={paths.brands.file(brandKey, logoFile)} alt={settings.name} maxH="10" />
        ) : (
          <Text fontWeight="semibold">{settings.name}</Text>
        )
      }
      sidebar={({ mini, closeMobileNav }) => (
        <ConsoleNav items={items} mini={mini} onNavigate={closeMobileNav} />
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
