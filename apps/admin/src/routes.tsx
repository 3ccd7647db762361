import { ConsoleIndex, ConsoleShell, AreaGuard } from '@parley/admin-ui';
import { lazyPage, ShellRoot } from '@parley/app-shell';
import { AuthenticatedOnly, LOGIN_PATH } from '@parley/auth';
import { createRoutesFromElements, Navigate, Route } from 'react-router';
import { consoleRoutes } from './console-routes';
import { reportError } from './report-error';

/** The console lives under /admin (the router's `basename` in main.tsx). */
export const ADMIN_BASENAME = '/admin';

const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'AnalyticsDashboardScreen');

/**
 * The console's routes (admin-spec section 2), for a data router (`createBrowserRouter` in
 * main.tsx, so forms can ask before unsaved changes are left): the login page for visitors, and
 * behind sign-in the console frame with every route, each opened by the menu item its table row
 * names. An unknown path under /admin goes to the admin index.
 */
export const adminRoutes = createRoutesFromElements(
  <Route element={<ShellRoot onError={reportError} />}>
    <Route path={LOGIN_PATH} element={<LoginPage />} />
    <Route
      element={
        <AuthenticatedOnly>
          <ConsoleShell />
        </AuthenticatedOnly>
      }
    >
      <Route index element={<ConsoleIndex dashboard={<DashboardPage />} />} />
      {consoleRoutes.map(({ path, menuPath, page }) => (
        <Route key={path} path={path} element={<AreaGuard menuPath={menuPath}>{page}</AreaGuard>} />
      ))}
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>,
);
