import { API_PREFIX, paths } from '@parley/api-contract';

/**
 * Whether a route or request path (query string allowed) is an API call: everything under
 * `/api/internal`, and `/api/messages` (chat-spec section 7), the one call outside it. API calls
 * state their access, wait for start-up, pass the input text rule and carry the settings version.
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(`${API_PREFIX}/`) || path === paths.messages();
}
