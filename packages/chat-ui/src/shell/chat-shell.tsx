import { IconButton, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { DEFAULT_PRODUCT_NAME } from '@parley/api-contract';
import { useGetFeaturesQuery } from '@parley/api-client';
import {
  AccountDrawers,
  AccountMenu,
  LayoutFrame,
  SettingsContent,
  Toaster,
  useVisitBrand,
} from '@parley/app-shell';
import type { AccountDrawer } from '@parley/app-shell';
import { tourTargets } from '@parley/conversation-ui';
import { Footer } from '../footer/footer';
import { ChatSidebar } from '../sidebar/chat-sidebar';
import { useIsTourRunning, useTour } from '../tour/tour-context';
import { TourProvider } from '../tour/tour-provider';
import { useChatText } from '../i18n/chat-text';
import { TourIcon } from './tour-icon';
import { PlatformNotices } from '../notices/platform-notices';

/** The product's own mark, after "Powered by" in the footer (served by the chat app). */
const PARTNER_LOGO = { src: '/favicon.svg', alt: DEFAULT_PRODUCT_NAME };

function QuickStartTourButton() {
  const tour = useTour();
  const t = useChatText();
  return (
    <IconButton
      aria-label={t('startTour')}
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
  const visit = useVisitBrand();
  const brandTheme = visit.data;
  const { data: features } = useGetFeaturesQuery();
  const tourRunning = useIsTourRunning();
  const [openDrawer, setOpenDrawer] = useState<AccountDrawer | null>(null);
  const brand = brandTheme?.brand;
  const { fileUrl } = visit;
  const navigationLogo = fileUrl(brand?.navigationLogoFileName ?? brand?.logoFileName);
  const footerLogo = fileUrl(brand?.logoFileName);

  return (
    <LayoutFrame
      logo={
        navigationLogo ? (
          <Image
            src={navigationLogo}
            alt={visit.appName}
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
          <Footer show logo={{ src: footerLogo, alt: visit.appName }} partnerLogo={PARTNER_LOGO} />
        ) : null
      }
    >
      <SettingsContent flex="1" display="flex" flexDirection="column">
        <PlatformNotices />
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
