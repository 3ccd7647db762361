import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { BrandProvider } from '@parley/theme-brands';

export interface RenderWithProvidersOptions {
  /** The memory router's starting location. */
  route?: string;
}

/** Renders `ui` with the default brand's Chakra system and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: RenderWithProvidersOptions = {},
): RenderResult {
  return render(
    <BrandProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </BrandProvider>,
  );
}
