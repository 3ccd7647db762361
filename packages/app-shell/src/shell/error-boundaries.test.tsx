import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import type { ReactElement } from 'react';
import { act } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, RouteErrorBoundary } from './error-boundaries';
import userEvent from '@testing-library/user-event';

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

describe('RouteErrorBoundary', () => {
  function Broken(): never {
    throw new Error('the page broke');
  }

  function renderRoutes(onError = vi.fn()) {
    renderInBrand(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/working">Elsewhere</Link>
        <RouteErrorBoundary onError={onError}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/working" element={<p>A working page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    return onError;
  }

  it('shows the error screen for a page that fails to render, and reports it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = renderRoutes();
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(onError).toHaveBeenCalledWith(
      new Error('the page broke'),
      expect.objectContaining({ source: 'router' }),
    );
  });

  it('tries again on another path: the next page shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    expect(await screen.findByText('A working page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
