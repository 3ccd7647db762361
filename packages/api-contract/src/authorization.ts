import * as z from 'zod/mini';

/**
 * `EntraId`: an Entra ID access token (User.Read). `Oidc`: an id token from the configured OpenID
 * Connect issuer (the embedded one by default). `Dev`: a seeded user name, only while the embedded
 * identity provider is on (automation).
 */
export const identityProviderSchema = z.enum(['EntraId', 'Oidc', 'Dev']);

export const generateTokenRequestSchema = z.union([
  z.object({ token: z.string().check(z.minLength(1), z.maxLength(20_000)) }),
  z.object({ userName: z.string().check(z.minLength(1), z.maxLength(320)) }),
]);

export const generateTokenResponseSchema = z.object({ n1AIToken: z.string() });

/** The claims of the product token (EdDSA JWT) that clients may read. */
export const productTokenClaimsSchema = z.object({
  sub: z.string(),
  userName: z.string(),
  name: z.string(),
  tokenVersion: z.string(),
  iat: z.number(),
  exp: z.number(),
});

export type IdentityProvider = z.infer<typeof identityProviderSchema>;
export type GenerateTokenRequest = z.infer<typeof generateTokenRequestSchema>;
export type GenerateTokenResponse = z.infer<typeof generateTokenResponseSchema>;
export type ProductTokenClaims = z.infer<typeof productTokenClaimsSchema>;
