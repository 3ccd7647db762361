import { AdminDashboardScreen } from '@parley/admin-ui';
import { logger } from '@parley/api-client';
import { RouteErrorBoundary } from '@parley/chat-ui';
import { Navigate, Route, Routes } from 'react-router';

/** The console lives under /admin (the router's `basename` in main.tsx). */
export const ADMIN_BASENAME = '/admin';

/** Render failures are logged (the console has no error-reporting service yet). */
export function reportRenderError(error: unknown, context: Record<string, unknown>) {
  logger.error('Unexpected error', error, context);
}

/** The console's routes (admin-spec section 2), in React Router's declarative mode. */
export function AdminRoutes() {
  return (
    // A page that fails to render shows the generic error screen, never a blank page.
    <RouteErrorBoundary onError={reportRenderError}>
      <Routes>
        <Route path="/" element={<AdminDashboardScreen />} />
        {/* Unknown paths under /admin go to the admin index (admin-spec section 2). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
