import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { BrandProvider } from '@parley/theme-brands';

export interface RenderWithProvidersOptions {
  /** The memory router's starting location. */
  route?: string;
}

/**
 * Renders `ui` with the default brand's Chakra system and a memory router at `route`; `rerender`
 * keeps both.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: RenderWithProvidersOptions = {},
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BrandProvider>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </BrandProvider>
  );
  return render(ui, { wrapper });
}
