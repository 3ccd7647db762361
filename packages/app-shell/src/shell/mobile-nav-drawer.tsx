import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { layout } from '@parley/api-contract';
import { useMenuSurfaceProps } from '@parley/theme-brands';
import { useShellText } from '../i18n/shell-text';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's title: the brand's logo, or "Navigation". */
  title: ReactNode;
  /** The navigation. */
  children: ReactNode;
}

/** The navigation below the `md` breakpoint: a drawer from the start edge (chat-spec section 2). */
export function MobileNavDrawer({ open, onOpenChange, title, children }: MobileNavDrawerProps) {
  // The navigation wears the brand's menu colours, as in the side column.
  const menuSurface = useMenuSurfaceProps();
  const t = useShellText();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${layout.navWidth}px`} {...menuSurface}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeNavigation')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
