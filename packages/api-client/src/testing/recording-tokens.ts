import type { TokenFunctions } from '../api-extra';

export interface RecordingTokens extends TokenFunctions {
  token: string | undefined;
  signedIn: boolean;
  ready: boolean;
  regenerations: number;
  /** What the next regeneration yields; undefined means it fails. */
  nextToken: string | undefined;
}

/**
 * Token functions as auth would provide them, over plain fields a test sets. They stand for the
 * sign-in edge (Entra ID), which tests cannot reach.
 */
export function recordingTokens(initial: Partial<RecordingTokens> = {}): RecordingTokens {
  const tokens: RecordingTokens = {
    token: undefined,
    signedIn: true,
    ready: true,
    regenerations: 0,
    nextToken: 'fresh-token',
    getToken: () => tokens.token,
    clearToken: () => {
      tokens.token = undefined;
    },
    hasSignedInAccount: () => tokens.signedIn,
    isTokenRequestReady: () => tokens.ready,
    regenerateToken: async () => {
      tokens.regenerations += 1;
      tokens.token = tokens.nextToken;
      return tokens.nextToken;
    },
    ...initial,
  };
  return tokens;
}
