import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { paths } from '@parley/api-contract';
import { useGetBrandThemeQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
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
  const { defaultBrandKey } = useSelector(selectInstanceSettings);
  const { data } = useGetBrandThemeQuery(defaultBrandKey, { skip: !defaultBrandKey });
  const logo = data?.brand.logoFileName;
  useFavicon(logo ? paths.brands.file(defaultBrandKey, logo) : undefined);

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
