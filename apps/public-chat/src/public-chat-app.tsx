import { PublicChatScreen, PublicChatUnavailable } from '@parley/chat-ui';

/** The public chat lives under /public-chat; the server serves the app on every path below it. */
export const PUBLIC_CHAT_BASENAME = '/public-chat';

/** Where a public-chat path points: the agent's endpoint, and whether the sidebar is hidden. */
export interface PublicChatPath {
  endpoint: string;
  popup: boolean;
}

/**
 * Reads `/public-chat/{publicChatEndpoint}` and `/public-chat/{publicChatEndpoint}/{popup}`
 * (chat-spec section 2); anything else is `undefined`. The app needs no router for two paths that
 * never change while it runs, and leaving one out keeps the page within its size budget (issue 13).
 */
export function parsePublicChatPath(pathname: string): PublicChatPath | undefined {
  if (!pathname.startsWith(`${PUBLIC_CHAT_BASENAME}/`)) return undefined;
  const parts = pathname.slice(PUBLIC_CHAT_BASENAME.length + 1).split('/');
  if (parts.at(-1) === '') parts.pop();
  const [endpoint, popup] = parts;
  if (endpoint === undefined || parts.length > 2 || parts.includes('')) return undefined;
  try {
    return { endpoint: decodeURIComponent(endpoint), popup: popup === 'true' };
  } catch {
    return undefined; // a malformed escape such as "%E0%A4%A"
  }
}

export interface PublicChatAppProps {
  /** The page's path, `window.location.pathname` in the browser. */
  pathname: string;
}

/**
 * The chat the path names; a path that names none gets the "not available" page. Popup "true"
 * hides the sidebar (chat-spec section 2).
 */
export function PublicChatApp({ pathname }: PublicChatAppProps) {
  const path = parsePublicChatPath(pathname);
  if (!path) {
    return <PublicChatUnavailable endpoint={pathname.slice(PUBLIC_CHAT_BASENAME.length + 1)} />;
  }
  return <PublicChatScreen endpoint={path.endpoint} popup={path.popup} />;
}
