import { createContext, useContext } from 'react';
import { defaultBrandTheme } from './create-brand-system';
import { readableTextOn } from './palette';

/** Which of Chakra's colour modes reads on the brand's menu colour. */
export type MenuAppearance = 'light' | 'dark';

/**
 * Dark when white text reads better on the menu colour than black. Inside a dark surface Chakra's
 * dark-mode semantic tokens apply (light text, muted greys, brand `fg` shades meant for dark
 * backgrounds), so every part in the navigation keeps its contrast on a black or navy menu.
 */
export function menuAppearance(menuBackground: string): MenuAppearance {
  return readableTextOn(menuBackground) === '#FFFFFF' ? 'dark' : 'light';
}

/** Set by BrandProvider from the brand's theme. */
export const MenuAppearanceContext = createContext<MenuAppearance>(
  menuAppearance(defaultBrandTheme.menu),
);

/**
 * Style props for a navigation surface in the brand's menu colours (`menu.bg`, `menu.fg`): the
 * `chakra-theme` class with the menu's appearance scopes Chakra's semantic tokens to it.
 */
export function useMenuSurfaceProps() {
  const appearance = useContext(MenuAppearanceContext);
  return {
    className: `chakra-theme ${appearance}`,
    style: { colorScheme: appearance },
    bg: 'menu.bg',
    color: 'menu.fg',
    colorPalette: 'brand',
  } as const;
}
