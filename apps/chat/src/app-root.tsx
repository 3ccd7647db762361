import { paths } from '@parley/api-contract';
import { useGetBrandThemeQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import { HealthGate, PageLoadingProgress, RouteErrorBoundary, useFavicon } from '@parley/chat-ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { reportError } from './report-error';
import { useAppSelector } from './store';

/**
 * The root route: the navigation progress bar, the brand's favicon, the health gate, and the
 * boundary that shows the error screen when a page fails to render or to load.
 */
export function AppRoot() {
  const { defaultBrandKey } = useAppSelector(selectInstanceSettings);
  const { data } = useGetBrandThemeQuery(defaultBrandKey, { skip: !defaultBrandKey });
  const logo = data?.brand.logoFileName;
  useFavicon(logo ? paths.brands.file(defaultBrandKey, logo) : undefined);

  return (
    <>
      <PageLoadingProgress />
      <HealthGate>
        <RouteErrorBoundary onError={reportError}>
          {/* The first page of a visit has nothing to keep on screen while its module loads. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </HealthGate>
    </>
  );
}
