import { REDIRECT_BRIDGE_PATH, RedirectBridgePage } from '@parley/auth';
import { startSignedInApp } from '@parley/app-shell';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { reportError } from './report-error';
import { ADMIN_BASENAME, adminRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = createRoot(container);

// The console's own sign-in return (/admin/auth/redirect) loads neither the store nor MSAL's client.
if (window.location.pathname === `${ADMIN_BASENAME}${REDIRECT_BRIDGE_PATH}`) {
  root.render(<RedirectBridgePage />);
} else {
  void startSignedInApp(root, {
    basePath: import.meta.env.BASE_URL,
    reportError,
    app: <RouterProvider router={createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME })} />,
  });
}
