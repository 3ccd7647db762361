import { IconButton, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { DEFAULT_PRODUCT_NAME, paths } from '@parley/api-contract';
import { useGetBrandThemeQuery, useGetFeaturesQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import {
  AccountDrawers,
  AccountMenu,
  LayoutFrame,
  SettingsContent,
  Toaster,
} from '@parley/app-shell';
import type { AccountDrawer } from '@parley/app-shell';
import { tourTargets } from '@parley/conversation-ui';
import { Footer } from '../footer/footer';
import { ChatSidebar } from '../sidebar/chat-sidebar';
import { useIsTourRunning, useTour } from '../tour/tour-context';
import { TourProvider } from '../tour/tour-provider';
import { TourIcon } from './tour-icon';

/** The product's own mark, after "Powered by" in the footer (served by the chat app). */
const PARTNER_LOGO = { src: '/favicon.svg', alt: DEFAULT_PRODUCT_NAME };

function QuickStartTourButton() {
  const tour = useTour();
  return (
    <IconButton
      aria-label="Start the quick-start tour"
      variant="ghost"
      size="sm"
      data-tour={tourTargets.quickStartTour}
      onClick={() => tour.start(0)}
    >
      <TourIcon />
    </IconButton>
  );
}

function ChatShellFrame() {
  const settings = useSelector(selectInstanceSettings);
  const brandKey = settings.defaultBrandKey;
  const { data: brandTheme } = useGetBrandThemeQuery(brandKey, { skip: !brandKey });
  const { data: features } = useGetFeaturesQuery();
  const tourRunning = useIsTourRunning();
  const [openDrawer, setOpenDrawer] = useState<AccountDrawer | null>(null);
  const brand = brandTheme?.brand;
  const fileUrl = (fileName: string | null | undefined) =>
    fileName ? paths.brands.file(brandKey, fileName) : undefined;
  const navigationLogo = fileUrl(brand?.navigationLogoFileName ?? brand?.logoFileName);
  const footerLogo = fileUrl(brand?.logoFileName);

  return (
    <LayoutFrame
      logo={
        navigationLogo ? (
          <Image
            src={navigationLogo}
            alt={settings.name}
            maxH="10"
            data-tour={tourTargets.brandLogo}
          />
        ) : null
      }
      sidebar={({ mini, closeMobileNav }) => (
        <ChatSidebar mini={mini} selectionDisabled={tourRunning} onNavigate={closeMobileNav} />
      )}
      headerActions={
        <>
          <QuickStartTourButton />
          <AccountMenu
            workspace="chat"
            onOpenSettings={() => setOpenDrawer('settings')}
            onOpenAbout={() => setOpenDrawer('about')}
            tourTargetIds={{ name: tourTargets.accountName, popover: tourTargets.accountPopover }}
          />
        </>
      }
      footer={
        features?.ShowFooter && footerLogo ? (
          <Footer show logo={{ src: footerLogo, alt: settings.name }} partnerLogo={PARTNER_LOGO} />
        ) : null
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

/**
 * The frame of every signed-in chat page: the brand's navigation logo, the sidebar (selection off
 * while the tour runs), the page in the user's contrast and width, the account popover and the
 * drawers it opens, the quick-start tour, the toasts and the footer when ShowFooter is on.
 */
export function ChatShell() {
  return (
    <TourProvider>
      <ChatShellFrame />
    </TourProvider>
  );
}
