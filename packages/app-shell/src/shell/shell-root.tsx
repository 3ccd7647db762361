import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useVisitBrand } from '../start-up/visit-brand';
import { RouteErrorBoundary } from './error-boundaries';
import type { RenderErrorHandler } from './error-boundaries';
import { HealthGate } from './health-gate';
import { PageLoadingProgress } from './lazy-page';
import { useFavicon } from './use-favicon';

export interface ShellRootProps {
  onError: RenderErrorHandler;
}

/**
 * The root route of a signed-in app: the navigation progress bar, the brand's favicon, the health
 * gate, and the boundary that shows the error screen when a page fails to render or to load.
 */
export function ShellRoot({ onError }: ShellRootProps) {
  useFavicon(useVisitBrand().iconUrl);

  return (
    <>
      <PageLoadingProgress />
      <HealthGate>
        <RouteErrorBoundary onError={onError}>
          {/* The first page of a visit has nothing to keep on screen while its module loads. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </HealthGate>
    </>
  );
}
