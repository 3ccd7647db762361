import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { layout } from '@parley/api-contract';
import { useMenuSurfaceProps } from '@parley/theme-brands';
import { lazyPart, useHasOpened } from '../components/lazy-part';
import { useShellText } from '../i18n/shell-text';
import { CollapseIcon, ExpandIcon, MenuIcon } from './shell-icons';

// Loaded when first opened: wide screens never need it.
const MobileNavDrawer = lazyPart(async () => (await import('./mobile-nav-drawer')).MobileNavDrawer);

export interface SidebarSlotState {
  /** True when the navigation shows only icons (80 px wide). */
  mini: boolean;
  /** Closes the mobile drawer; a no-op on wide screens. */
  closeMobileNav: () => void;
}

export interface LayoutFrameProps {
  /** The brand's navigation logo. */
  logo?: ReactNode;
  /** The navigation (its own `nav` landmark), drawn in the side column and in the mobile drawer. */
  sidebar?: (state: SidebarSlotState) => ReactNode;
  /** Shown at the end of the header (the account button). */
  headerActions?: ReactNode;
  /** Shown under the page on screens from `md` up; hidden on mobile (chat-spec section 1). */
  footer?: ReactNode;
  /** Starts in mini mode. */
  defaultMini?: boolean;
  children: ReactNode;
}

/**
 * The frame of every chat page (chat-spec section 2): navigation 280 px open or 80 px mini with a
 * toggle, a drawer for the navigation below the `md` breakpoint, a header and the page.
 */
export function LayoutFrame({
  logo,
  sidebar,
  headerActions,
  footer,
  defaultMini = false,
  children,
}: LayoutFrameProps) {
  const [mini, setMini] = useState(defaultMini);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const mobileNavOpened = useHasOpened(mobileNavOpen);
  const closeMobileNav = useCallback(() => setMobileNavOpen(false), []);
  // The navigation wears the brand's menu colours, with tokens that read on them.
  const menuSurface = useMenuSurfaceProps();
  const t = useShellText();

  return (
    // One screen tall: the top bar stays in view, and what is longer than the screen scrolls
    // inside the main area (the chat's message list scrolls on its own, its header above it).
    <Flex h="100dvh" w="full" overflow="hidden">
      <Box
        as="aside"
        aria-label={t('sidebar')}
        hideBelow="md"
        flexShrink={0}
        w={`${mini ? layout.navMiniWidth : layout.navWidth}px`}
        h="100dvh"
        display="flex"
        flexDirection="column"
        {...menuSurface}
        borderEndWidth="1px"
        borderColor="border.subtle"
        transition="width 0.2s"
        data-mini={mini || undefined}
      >
        <Flex align="center" justify={mini ? 'center' : 'space-between'} gap="2" p="3">
          {mini ? null : <Box minW="0">{logo}</Box>}
          <IconButton
            aria-label={t(mini ? 'expandNavigation' : 'collapseNavigation')}
            aria-expanded={!mini}
            variant="ghost"
            size="sm"
            onClick={() => setMini((current) => !current)}
          >
            {mini ? <ExpandIcon /> : <CollapseIcon />}
          </IconButton>
        </Flex>
        <Box flex="1" minH="0" overflow="hidden">
          {sidebar?.({ mini, closeMobileNav })}
        </Box>
      </Box>

      {mobileNavOpened && (
        <MobileNavDrawer
          open={mobileNavOpen}
          onOpenChange={setMobileNavOpen}
          title={logo ?? t('navigation')}
        >
          {sidebar?.({ mini: false, closeMobileNav })}
        </MobileNavDrawer>
      )}

      <Flex direction="column" flex="1" minW="0" minH="0">
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="2"
          px="4"
          py="2"
          borderBottomWidth="1px"
          borderColor="border.subtle"
        >
          <IconButton
            aria-label={t('openNavigation')}
            hideFrom="md"
            variant="ghost"
            size="sm"
            onClick={() => setMobileNavOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Box flex="1" />
          {headerActions}
        </Flex>
        {/*
          A column, so that a page can fill the height left under the header (the chat does). It
          scrolls a long page, so the keyboard can reach it (Tab, then the arrow keys) even when
          the page holds nothing focusable, such as a profile.
        */}
        <Box
          as="main"
          tabIndex={0}
          flex="1"
          minH="0"
          overflowY="auto"
          display="flex"
          flexDirection="column"
          focusVisibleRing="inside"
        >
          {children}
        </Box>
        {footer ? <Box hideBelow="md">{footer}</Box> : null}
      </Flex>
    </Flex>
  );
}
