import { APP_VERSION, delays, TOKEN_VERSION } from '@parley/api-contract';
import type { AuthLogger } from './auth-session';

/** The product token's claim that carries the token version (api-contract's productTokenClaimsSchema). */
export const TOKEN_VERSION_CLAIM = 'tokenVersion';

/** The index page reports the deployed client version in `<meta name="parley-version" content>`. */
export const INDEX_VERSION_META_NAME = 'parley-version';

/** The reload after a version mismatch waits 100 ms (chat-spec section 9). */
export const NEW_VERSION_RELOAD_DELAY_MS = delays.versionMismatchReloadMs;

/** The token version claim of a JWT, or undefined when the token is not a JWT or has none. */
export function readTokenVersion(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const version = (JSON.parse(json) as Record<string, unknown>)[TOKEN_VERSION_CLAIM];
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/** The client version an index page reports, or undefined when it reports none. */
export function readIndexPageVersion(html: string): string | undefined {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const meta = page.querySelector(`meta[name="${INDEX_VERSION_META_NAME}"]`);
  return meta?.getAttribute('content') ?? undefined;
}

export interface NewVersionCheckOptions {
  /** Fetches and stores a fresh product token. */
  refreshToken(): Promise<unknown>;
  /** The text of the app's index page, fetched past every cache. */
  fetchIndexPage?(): Promise<string>;
  reload?(): void;
  logger?: AuthLogger;
}

export type NewVersionOutcome = 'current' | 'unknown' | 'reloading' | 'index-unchanged';

async function fetchCurrentIndexPage(): Promise<string> {
  const response = await fetch('/', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Index page fetch failed with status ${response.status}`);
  return response.text();
}

/**
 * New-version handling (chat-spec section 4): when the product token carries a version other than
 * TOKEN_VERSION, refresh the token and reload the page after 100 ms, unless the index page, fetched
 * afresh, still reports this client's APP_VERSION (a reload would load the same client again).
 * A token without the claim cannot be judged and is left alone. A failed index fetch is only logged.
 */
export async function handleTokenVersion(
  token: string,
  {
    refreshToken,
    fetchIndexPage = fetchCurrentIndexPage,
    reload = () => window.location.reload(),
    logger = console,
  }: NewVersionCheckOptions,
): Promise<NewVersionOutcome> {
  const version = readTokenVersion(token);
  if (version === undefined) return 'unknown';
  if (version === TOKEN_VERSION) return 'current';
  await refreshToken();
  try {
    if (readIndexPageVersion(await fetchIndexPage()) === APP_VERSION) return 'index-unchanged';
  } catch (error) {
    logger.error('Fetching the index page failed', error);
  }
  setTimeout(reload, NEW_VERSION_RELOAD_DELAY_MS);
  return 'reloading';
}
