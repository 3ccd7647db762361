import { generateTokenResponseSchema, paths } from '@parley/api-contract';
import type { IdentityProvider } from './auth-slice';

export type ExchangeableIdentityProvider = Exclude<IdentityProvider, 'n1ai'>;

export interface TokenExchangeRequest {
  identityProvider: ExchangeableIdentityProvider;
  /** The ID token of the silent request (for Entra ID, the User.Read request). */
  token: string;
  /** Prefixed to the path; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

export class TokenExchangeError extends Error {
  override name = 'TokenExchangeError';
}

/**
 * Exchanges an identity-provider token for the product token:
 * `POST /api/internal/authorization/{identityProvider}/GenerateToken` answering `{ n1AIToken }`.
 * Auth calls fetch itself because it may not import the RTK Query api (ARCHITECTURE section 2).
 */
export async function exchangeIdentityToken({
  identityProvider,
  token,
  baseUrl = '',
  fetch = globalThis.fetch,
}: TokenExchangeRequest): Promise<string> {
  const response = await fetch(`${baseUrl}${paths.authorization.generateToken(identityProvider)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-ID': crypto.randomUUID() },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) {
    const detail = await response.text();
    throw new TokenExchangeError(
      `Token exchange failed with status ${response.status}${detail ? `: ${detail}` : ''}`,
    );
  }
  const answer = generateTokenResponseSchema.safeParse(await response.json());
  if (!answer.success || answer.data.n1AIToken === '') {
    throw new TokenExchangeError('Token exchange answer has no n1AIToken string');
  }
  return answer.data.n1AIToken;
}
