import { Badge, Box, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { AdminMenuItem } from '@parley/api-contract';
import { menuSectionKeys, useConsoleText, useMenuTitle } from '../i18n/console-text';

/** The menu's sections in order (admin-spec section 2). */
const sections: readonly AdminMenuItem['section'][] = ['Manage Agents', 'Administration'];

/** The console's basename: menu paths are written from the origin (`/admin/audit`). */
const CONSOLE_BASE = '/admin';

/** A path of the contract's menu as the router (based at /admin) knows it. */
export function consolePath(menuPath: string): string {
  return menuPath.slice(CONSOLE_BASE.length) || '/';
}

/** Two letters standing for an item in mini mode ("Chat Access Policies" becomes "CA"). */
function initials(title: string): string {
  return title
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

export interface ConsoleNavProps {
  /** The items the user sees (`useConsoleAccess().menu`). */
  items: readonly AdminMenuItem[];
  /** Only initials, in the 80 px column. */
  mini?: boolean;
  /** Called after a choice (closes the mobile drawer). */
  onNavigate?: () => void;
  /** A count to show beside an item, by its menu path, with the words a screen reader says. */
  badges?: Readonly<Record<string, { count: number; label: string }>>;
}

/**
 * The console's menu (admin-spec section 2): its two sections, each with the items the user's
 * roles reveal; a section with none is left out. The current page's item is marked for assistive
 * technology (`aria-current`) and drawn selected.
 */
export function ConsoleNav({ items, mini = false, onNavigate, badges = {} }: ConsoleNavProps) {
  const t = useConsoleText();
  const menuTitle = useMenuTitle();
  const titleOf = (item: AdminMenuItem) => menuTitle(item.title);
  return (
    <Box as="nav" aria-label={t('consoleNavigation')} h="full" overflowY="auto" px="2" pb="4">
      {sections.map((section) => {
        const sectionItems = items.filter((item) => item.section === section);
        if (sectionItems.length === 0) return null;
        const headingId = `console-nav-${section.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <Box key={section} as="section" aria-labelledby={headingId} mt="4">
            <Text
              id={headingId}
              px="3"
              mb="1"
              textStyle="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              color="fg.muted"
              srOnly={mini}
            >
              {t(menuSectionKeys[section])}
            </Text>
            <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
              {sectionItems.map((item) => (
                <li key={item.path}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    justifyContent={mini ? 'center' : 'flex-start'}
                    px="3"
                    py="2"
                    rounded="md"
                    textDecoration="none"
                    color="fg"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    _currentPage={{ bg: 'colorPalette.subtle', fontWeight: 'semibold' }}
                    colorPalette="brand"
                  >
                    <NavLink to={consolePath(item.path)} end onClick={onNavigate}>
                      {mini ? (
                        <>
                          <Box as="span" aria-hidden="true" fontWeight="semibold">
                            {initials(titleOf(item))}
                          </Box>
                          <VisuallyHidden>{titleOf(item)}</VisuallyHidden>
                        </>
                      ) : (
                        titleOf(item)
                      )}
                      <CountBadge badge={badges[item.path]} mini={mini} />
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

/** An item's count (open reports): the number shown, its meaning said to screen readers. */
function CountBadge({
  badge,
  mini,
}: {
  badge: { count: number; label: string } | undefined;
  mini: boolean;
}) {
  if (!badge || badge.count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" rounded="full" ms={mini ? '1' : 'auto'}>
      <span aria-hidden="true">{badge.count}</span>
      <VisuallyHidden>{`, ${badge.label}`}</VisuallyHidden>
    </Badge>
  );
}
