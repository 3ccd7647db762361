import { errors } from 'jose';

export type IdentityTokenErrorCode =
  | 'provider-not-configured'
  | 'malformed'
  | 'unverifiable-graph-token'
  | 'bad-signature'
  | 'unknown-signing-key'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-audience'
  | 'wrong-issuer'
  | 'missing-claim'
  | 'keys-unavailable';

/**
 * Why an identity token was refused. `code` is for programs, `message` for the 401 body a person
 * reads. `keys-unavailable` is the one that is not the token's fault: the provider's keys could
 * not be fetched (answer 503, not 401).
 */
export class IdentityTokenError extends Error {
  override name = 'IdentityTokenError';

  constructor(
    readonly code: IdentityTokenErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const CLAIM_CODES: Record<string, IdentityTokenErrorCode> = {
  aud: 'wrong-audience',
  iss: 'wrong-issuer',
  nbf: 'not-yet-valid',
};

/**
 * Turns what jose throws into an error that says what is wrong with the token; undefined for
 * anything that is not about the token (a bug), which the caller rethrows as it is.
 */
export function explainVerificationFailure(
  error: unknown,
  expected: { issuer: string[]; audience: string[] },
): IdentityTokenError | undefined {
  if (error instanceof IdentityTokenError) return error;
  const cause = { cause: error };
  if (error instanceof errors.JWTExpired) {
    return new IdentityTokenError(
      'expired',
      'The identity token has expired; sign in again.',
      cause,
    );
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const code = CLAIM_CODES[error.claim] ?? 'missing-claim';
    if (code === 'wrong-audience') {
      return new IdentityTokenError(
        code,
        `The identity token was issued for another audience; expected ${expected.audience.join(' or ')}.`,
        cause,
      );
    }
    if (code === 'wrong-issuer') {
      return new IdentityTokenError(
        code,
        `The identity token comes from another issuer; expected ${expected.issuer.join(' or ')}.`,
        cause,
      );
    }
    if (code === 'not-yet-valid') {
      return new IdentityTokenError(
        code,
        'The identity token is not valid yet (nbf is in the future).',
        cause,
      );
    }
    return new IdentityTokenError(
      code,
      `The identity token's "${error.claim}" claim ${error.reason === 'missing' ? 'is missing' : 'is invalid'}.`,
      cause,
    );
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new IdentityTokenError(
      'bad-signature',
      'The identity token signature does not verify: it was altered or forged.',
      cause,
    );
  }
  if (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return new IdentityTokenError(
      'unknown-signing-key',
      'The identity token is signed with a key the provider does not publish.',
      cause,
    );
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new IdentityTokenError(
      'bad-signature',
      'The identity token is signed with an algorithm that is not accepted.',
      cause,
    );
  }
  if (error instanceof errors.JOSEError) {
    return new IdentityTokenError(
      'malformed',
      'The identity token is not a valid signed JWT.',
      cause,
    );
  }
  return undefined;
}
