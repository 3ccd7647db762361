import type { TokenFunctions } from './auth-session';

export interface TokenFunctionsRelay {
  /** Hand these to `makeStore`; they forward to the session once it is connected. */
  tokens: TokenFunctions;
  connect(session: TokenFunctions): void;
}

/**
 * Breaks the circle between the store (which needs token functions at creation) and the auth
 * session (which needs the store): until `connect`, there is no token and no token request is
 * ready, so the base query waits.
 */
export function createTokenFunctionsRelay(): TokenFunctionsRelay {
  let session: TokenFunctions | undefined;
  return {
    tokens: {
      getToken: () => session?.getToken(),
      clearToken: () => session?.clearToken(),
      hasSignedInAccount: () => session?.hasSignedInAccount() ?? false,
      isTokenRequestReady: () => session?.isTokenRequestReady() ?? false,
      regenerateToken: async () => session?.regenerateToken(),
    },
    connect(connected) {
      session = connected;
    },
  };
}
