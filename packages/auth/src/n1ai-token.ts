import { tokenChanged } from './auth-slice';

/** The query parameter through which a product token can be handed to the app. */
export const N1AI_TOKEN_PARAMETER = 'n1ai';

/** The n1ai token argument of a location's query string, if any. */
export function readN1aiTokenArgument(search: string): string | undefined {
  const token = new URLSearchParams(search).get(N1AI_TOKEN_PARAMETER)?.trim();
  return token ? token : undefined;
}

/**
 * The action that makes an n1ai token argument the product token: it is used as is, never
 * exchanged, and lets guarded routes render without a sign-in (chat-spec section 2).
 */
export function n1aiTokenSupplied(token: string) {
  return tokenChanged({ token, tokenArguments: { identityProvider: 'n1ai', token } });
}
