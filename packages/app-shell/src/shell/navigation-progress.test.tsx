import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress (chat-spec section 2)', () => {
  it('shows a 2.5 px bar while a navigation runs', () => {
    render(
      <BrandProvider>
        <NavigationProgress active />
      </BrandProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveStyle({
      height: '2.5px',
    });
  });

  it('shows nothing when no navigation runs', () => {
    render(
      <BrandProvider>
        <NavigationProgress active={false} />
      </BrandProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
