import { delays } from '@parley/api-contract';
import type { TokenFunctions } from './api-extra';
import { logger } from './logger';
import { wait } from './wait';

const regenerations = new WeakMap<TokenFunctions, Promise<string | undefined>>();

async function regenerate(tokens: TokenFunctions): Promise<string | undefined> {
  while (!tokens.isTokenRequestReady()) await wait(delays.tokenRegenerationPollMs);
  try {
    return await tokens.regenerateToken();
  } catch (error) {
    logger.error('Token regeneration failed', error);
    return undefined;
  }
}

/** One regeneration for every caller that meets a 401 while it runs (chat-spec section 8). */
export function regenerateTokenOnce(tokens: TokenFunctions): Promise<string | undefined> {
  const running = regenerations.get(tokens);
  if (running) return running;
  const next = regenerate(tokens).finally(() => regenerations.delete(tokens));
  regenerations.set(tokens, next);
  return next;
}

/** Public chat pages have no user token to regenerate (chat-spec section 2, "Public chat"). */
export function isPublicChatPath(pathname: string): boolean {
  return pathname.split('/')[1] === 'public-chat';
}

/**
 * The 401 rule of chat-spec section 8, shared by the base query and the stream POST: clear the
 * token and regenerate it once for all callers, except on a public-chat page or with no signed-in
 * account. True when the request should be sent again with the new token.
 */
export async function renewTokenAfterUnauthorized(
  tokens: TokenFunctions,
  sentAuthorization: string | null | undefined,
): Promise<boolean> {
  // Another caller already replaced the token this request carried: retry with the new one.
  const current = tokens.getToken();
  if (current && sentAuthorization !== `Bearer ${current}`) return true;
  tokens.clearToken();
  if (isPublicChatPath(globalThis.location?.pathname ?? '') || !tokens.hasSignedInAccount()) {
    return false;
  }
  const token = await regenerateTokenOnce(tokens);
  if (token) return true;
  tokens.clearToken();
  return false;
}
