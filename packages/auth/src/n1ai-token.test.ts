import { describe, expect, it } from 'vitest';
import { authSlice, initialAuthState } from './auth-slice';
import { n1aiTokenSupplied, readN1aiTokenArgument } from './n1ai-token';

describe('n1ai token argument (chat-spec section 2)', () => {
  it('reads the n1ai query parameter', () => {
    expect(readN1aiTokenArgument('?brand=x&n1ai=abc.def.ghi')).toBe('abc.def.ghi');
  });

  it('finds no argument when the parameter is missing or blank', () => {
    expect(readN1aiTokenArgument('?brand=x')).toBeUndefined();
    expect(readN1aiTokenArgument('?n1ai=%20')).toBeUndefined();
  });

  it('uses the argument as the product token, marked as an n1ai argument', () => {
    const state = authSlice.reducer(initialAuthState, n1aiTokenSupplied('abc'));
    expect(state.token).toBe('abc');
    expect(state.tokenArguments).toEqual({ identityProvider: 'n1ai', token: 'abc' });
  });
});
