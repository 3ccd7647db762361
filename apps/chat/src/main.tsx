import { REDIRECT_BRIDGE_PATH, RedirectBridgePage } from '@parley/auth';
import { createRoot } from 'react-dom/client';
import { startApp } from './start-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = createRoot(container);

// The sign-in redirect lands on the bridge page, which must load neither the store nor MSAL's client.
if (window.location.pathname === REDIRECT_BRIDGE_PATH) {
  root.render(<RedirectBridgePage />);
} else {
  void startApp(root);
}
