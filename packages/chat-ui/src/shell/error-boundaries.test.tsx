import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundaries';

/** The boundary under the brand only, as an app's start-up renders it (rerender keeps the wrapper). */
const renderInBrand = (ui: ReactElement) => render(ui, { wrapper: BrandProvider });

const GENERIC_ERROR = /Something went wrong\. But don't panic, we're on it!/;

describe('AppErrorBoundary and a start-up failure', () => {
  it('shows the error screen and reports the failure when start-up failed before the first render', () => {
    const onError = vi.fn();
    const failure = new Error('start-up failed');
    renderInBrand(<AppErrorBoundary onError={onError} startupError={failure} />);
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(onError).toHaveBeenCalledWith(failure, { source: 'start-up' });
  });

  it('shows the error screen when the failure arrives after the starting screen rendered (never a blank page)', () => {
    const onError = vi.fn();
    const failure = new Error('the settings could not be read');
    const { rerender } = renderInBrand(
      <AppErrorBoundary onError={onError}>
        <p>Starting</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Starting')).toBeInTheDocument();
    rerender(<AppErrorBoundary onError={onError} startupError={failure} />);
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, { source: 'start-up' });
  });
});
