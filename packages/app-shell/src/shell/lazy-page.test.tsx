import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundaries';
import { lazyPage, PageLoadingProgress } from './lazy-page';

/** A module whose download finishes when the test says so. */
function deferredModule<Module>() {
  let finish: (module: Module) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const loaded = new Promise<Module>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { load: () => loaded, finish, fail };
}

describe('lazyPage and the navigation progress bar (chat-spec section 2)', () => {
  it('shows the progress bar while the page module downloads, and the page once it has', async () => {
    const module = deferredModule<{ HelpPage: () => ReactElement }>();
    const HelpPage = lazyPage(module.load, 'HelpPage');
    render(
      <BrandProvider>
        <PageLoadingProgress />
        <Suspense fallback={null}>
          <HelpPage />
        </Suspense>
      </BrandProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    module.finish({ HelpPage: () => <h1>Help</h1> });
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops the bar and shows the error screen when the module cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const module = deferredModule<{ HelpPage: () => ReactElement }>();
    const HelpPage = lazyPage(module.load, 'HelpPage');
    const onError = vi.fn();
    render(
      <BrandProvider>
        <PageLoadingProgress />
        <AppErrorBoundary onError={onError}>
          <Suspense fallback={null}>
            <HelpPage />
          </Suspense>
        </AppErrorBoundary>
      </BrandProvider>,
    );
    await screen.findByRole('progressbar', { name: 'Loading page' });
    module.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      new TypeError('Failed to fetch dynamically imported module'),
      expect.objectContaining({ source: 'render' }),
    );
  });
});
