import { useEffect } from 'react';
import type { AuthLogger } from './auth-session';

export interface RedirectBridgePageProps {
  logger?: AuthLogger;
}

/**
 * The page at REDIRECT_BRIDGE_PATH that MSAL v5 returns to: it hands the identity provider's answer
 * to the window that asked for it. Render it outside every guard and without the store: it must not
 * call MSAL or the api, and must be served without a Cross-Origin-Opener-Policy header.
 */
export function RedirectBridgePage({ logger = console }: RedirectBridgePageProps) {
  useEffect(() => {
    // Loaded here, so the app's bundle carries MSAL's bridge only to this page.
    import('@azure/msal-browser/redirect-bridge')
      .then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame())
      .catch((error: unknown) =>
        logger.error('Handing the sign-in answer to the app failed', error),
      );
  }, [logger]);
  return <p role="status">Signing in...</p>;
}
