import { AdminDashboardScreen } from '@parley/admin-ui';
import { logger } from '@parley/api-client';
import { RouteErrorScreen } from '@parley/chat-ui';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

/** The console lives under /admin (see `basename` in router.tsx). */
export const ADMIN_BASENAME = '/admin';

/** Render failures are logged (the console has no error-reporting service yet). */
export function reportRenderError(error: unknown, context: Record<string, unknown>) {
  logger.error('Unexpected error', error, context);
}

export const routes: RouteObject[] = [
  {
    // A route that fails to render shows the generic error screen, never a blank page.
    errorElement: <RouteErrorScreen onError={reportRenderError} />,
    children: [
      { path: '/', element: <AdminDashboardScreen /> },
      // Unknown paths under /admin go to the admin index (admin-spec section 2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
