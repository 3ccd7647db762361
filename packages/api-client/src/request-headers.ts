import { SESSION_TOKEN_HEADER_PREFIX } from '@parley/api-contract';
import type { ChatStreamState } from './chat-stream/chat-stream-slice';
import type { TokenFunctions } from './api-extra';

/** Response headers are matched on their first 8 characters (chat-spec section 7). */
const SESSION_TOKEN_PREFIX = SESSION_TOKEN_HEADER_PREFIX.slice(0, 8).toLowerCase();

function isSessionTokenHeader(name: string): boolean {
  return name.toLowerCase().startsWith(SESSION_TOKEN_PREFIX);
}

/**
 * Only x-cosmos names are sent back: the map also fills from stream events and sessionStorage,
 * which must never be able to set another header (Authorization, Content-Type, ...).
 */
function storedSessionTokens(state: unknown): Record<string, string> {
  const chatStream = (state as { chatStream?: ChatStreamState }).chatStream;
  return Object.fromEntries(
    Object.entries(chatStream?.sessionTokens ?? {}).filter(([name]) => isSessionTokenHeader(name)),
  );
}

/**
 * The headers every request carries, the stream POST included (chat-spec section 7): a fresh
 * X-Request-ID, the bearer token when there is one, and the stored x-cosmos session tokens.
 */
export function requestHeaders(state: unknown, tokens: TokenFunctions): Record<string, string> {
  const headers: Record<string, string> = { ...storedSessionTokens(state) };
  headers['X-Request-ID'] = crypto.randomUUID();
  const token = tokens.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The session-token headers of a response, to be stored and sent back. */
export function sessionTokenHeaders(headers: Headers): Record<string, string> {
  const found: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (isSessionTokenHeader(name)) found[name.toLowerCase()] = value;
  });
  return found;
}
