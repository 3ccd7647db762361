import { logger } from '@parley/api-client';
import { PublicChatScreen, RouteErrorScreen } from '@parley/chat-ui';
import { useParams } from 'react-router';
import type { RouteObject } from 'react-router';

/** The public chat lives under /public-chat (see `basename` in router.tsx). */
export const PUBLIC_CHAT_BASENAME = '/public-chat';

function PublicChatRoute() {
  const { endpoint = '', popup } = useParams();
  // Popup value "true" hides the sidebar (chat-spec section 2). Another endpoint is another
  // visitor session: the key starts the screen afresh.
  return <PublicChatScreen key={endpoint} endpoint={endpoint} popup={popup === 'true'} />;
}

/** Render failures are logged; a visitor's page has no error-reporting service of its own. */
export function reportRenderError(error: unknown, context: Record<string, unknown>) {
  logger.error('Unexpected error', error, context);
}

export const routes: RouteObject[] = [
  {
    // A route that fails to render shows the generic error screen, never a blank frame.
    errorElement: <RouteErrorScreen onError={reportRenderError} />,
    children: [
      { path: '/:endpoint', element: <PublicChatRoute /> },
      { path: '/:endpoint/:popup', element: <PublicChatRoute /> },
    ],
  },
];
