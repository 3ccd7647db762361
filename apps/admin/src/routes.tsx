import { AdminDashboardScreen } from '@parley/admin-ui';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

/** The console lives under /admin (see `basename` in router.tsx). */
export const ADMIN_BASENAME = '/admin';

export const routes: RouteObject[] = [
  { path: '/', element: <AdminDashboardScreen /> },
  // Unknown paths under /admin go to the admin index (admin-spec section 2).
  { path: '*', element: <Navigate to="/" replace /> },
];
