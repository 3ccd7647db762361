import { describe, expect, it } from 'vitest';
import type { TokenFunctions } from './auth-session';
import { createTokenFunctionsRelay } from './token-functions-relay';

const signedIn: TokenFunctions = {
  getToken: () => 'product',
  clearToken: () => undefined,
  hasSignedInAccount: () => true,
  isTokenRequestReady: () => true,
  regenerateToken: async () => 'fresh',
};

describe('createTokenFunctionsRelay', () => {
  it('has no token and is not ready before a session is connected', async () => {
    const { tokens } = createTokenFunctionsRelay();
    expect(tokens.getToken()).toBeUndefined();
    expect(tokens.hasSignedInAccount()).toBe(false);
    expect(tokens.isTokenRequestReady()).toBe(false);
    await expect(tokens.regenerateToken()).resolves.toBeUndefined();
  });

  it('forwards to the connected session', async () => {
    const relay = createTokenFunctionsRelay();
    relay.connect(signedIn);
    expect(relay.tokens.getToken()).toBe('product');
    expect(relay.tokens.isTokenRequestReady()).toBe(true);
    await expect(relay.tokens.regenerateToken()).resolves.toBe('fresh');
  });
});
