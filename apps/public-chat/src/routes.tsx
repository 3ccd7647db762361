import { PublicChatScreen } from '@parley/chat-ui';
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

export const routes: RouteObject[] = [
  { path: '/:endpoint', element: <PublicChatRoute /> },
  { path: '/:endpoint/:popup', element: <PublicChatRoute /> },
];
