import type { StreamControl } from './stream/stream-control';

/**
 * The seam between api-client and auth (ARCHITECTURE section 2): the app builds these functions
 * from the auth package and hands them to the store as the thunk extra argument. api-client depends
 * on this shape only, so it never imports auth.
 */
export interface TokenFunctions {
  /** The product token (n1AIToken), or undefined when there is none. */
  getToken(): string | undefined;
  /** Empties the product token. */
  clearToken(): void;
  /** Whether the identity provider knows a signed-in account. */
  hasSignedInAccount(): boolean;
  /** False while the sign-in client cannot request a token yet; the base query polls every 500 ms. */
  isTokenRequestReady(): boolean;
  /** Acquires a fresh identity token and exchanges it; undefined when that fails. */
  regenerateToken(): Promise<string | undefined>;
}

/** What every thunk and query receives as `extra`. */
export interface ApiExtra {
  /** Origin the API is served from; empty for the page's own origin. */
  baseUrl: string;
  tokens: TokenFunctions;
  /** The running answer stream's AbortController, kept outside the store (`makeStore` makes one). */
  streams: StreamControl;
}

/** Token functions for a store without sign-in (public chat, tests): never a token. */
export const anonymousTokens: TokenFunctions = {
  getToken: () => undefined,
  clearToken: () => undefined,
  hasSignedInAccount: () => false,
  isTokenRequestReady: () => true,
  regenerateToken: async () => undefined,
};
