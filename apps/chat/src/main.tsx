import { REDIRECT_BRIDGE_PATH, RedirectBridgePage } from '@parley/auth';
import { startSignedInApp } from '@parley/app-shell';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reportError } from './report-error';
import { AppRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = createRoot(container);

// The sign-in redirect lands on the bridge page, which must load neither the store nor MSAL's client.
if (window.location.pathname === REDIRECT_BRIDGE_PATH) {
  root.render(<RedirectBridgePage />);
} else {
  void startSignedInApp(root, {
    basePath: import.meta.env.BASE_URL,
    reportError,
    app: (
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    ),
  });
}
