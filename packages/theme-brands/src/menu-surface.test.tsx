import { Box, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from './brand-provider';
import { defaultBrandTheme } from './create-brand-system';
import { menuAppearance, useMenuSurfaceProps } from './menu-surface';

function MenuSurface() {
  return <Box {...useMenuSurfaceProps()}>navigation</Box>;
}

describe('menu surface (chat-spec section 3, brand menu colours)', () => {
  it('is dark on the default black menu and on a navy one, where white text reads', () => {
    expect(menuAppearance('#000000')).toBe('dark');
    expect(menuAppearance('#0E2A3B')).toBe('dark');
  });

  it('is light on a pale menu, where black text reads', () => {
    expect(menuAppearance('#F4F6F8')).toBe('light');
  });

  it("scopes Chakra's tokens of the brand menu's appearance to the surface", () => {
    render(
      <BrandProvider theme={{ ...defaultBrandTheme, menu: '#F4F6F8', menuTextPrimary: '#000000' }}>
        <MenuSurface />
      </BrandProvider>,
    );
    expect(screen.getByText('navigation')).toHaveClass('chakra-theme', 'light');
  });

  it('is dark outside any brand provider, as the default brand menu is black', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MenuSurface />
      </ChakraProvider>,
    );
    expect(screen.getByText('navigation')).toHaveClass('chakra-theme', 'dark');
  });
});
