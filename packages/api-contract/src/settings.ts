import * as z from 'zod/mini';

export const entraIdSettingsSchema = z.object({
  clientId: z.string(),
  tenantId: z.string(),
  instance: z.string(),
});

/**
 * Sign-in through any other OpenID Connect issuer (MSAL's OIDC protocol mode), the embedded
 * development provider included. Present means: use it instead of Entra ID.
 */
export const oidcSettingsSchema = z.object({
  authority: z.url(),
  clientId: z.string().check(z.minLength(1)),
  scopes: z.array(z.string()),
});

/**
 * Every API answer carries the instance's settings version in this header (issue 17): raised by
 * every settings change, so a client holding older cached settings or features refetches them
 * instead of waiting out the 7-day cache.
 */
export const SETTINGS_VERSION_HEADER = 'x-parley-settings-version';

/** `GET /api/internal/InstanceSettings`: public; clients keep it for 7 days (chat-spec section 7). */
export const instanceSettingsSchema = z.object({
  name: z.string(),
  organizationName: z.string(),
  entraIdSettings: entraIdSettingsSchema,
  oidcSettings: z.nullable(oidcSettingsSchema),
  /** Sign-in is the server's embedded demonstration provider: the login page says so. */
  demonstrationSignIn: z.boolean(),
  defaultBrandKey: z.string(),
  /**
   * The brand of this visit (issue 17): the brand whose host names include the address the
   * request came to, else `defaultBrandKey`. Clients theme with it; absent in settings cached
   * before it existed.
   */
  currentBrandKey: z.optional(z.string()),
  /** The settings version these settings are of (`SETTINGS_VERSION_HEADER`). */
  settingsVersion: z.optional(z.number()),
});

export const featureFlagsSchema = z.object({
  AllowUserCreatedGptSystems: z.boolean(),
  AllowConnections: z.boolean(),
  ShowFooter: z.boolean(),
  /** Whether staff may share their personal agents by link (absent: yes). */
  AllowAgentSharing: z.optional(z.boolean()),
  /** The settings version these flags are of (`SETTINGS_VERSION_HEADER`). */
  SettingsVersion: z.optional(z.number()),
});

/** Each figure "N/A" on the client when missing (chat-spec section 2, About drawer). */
export const buildInfoSchema = z.object({
  version: z.nullable(z.string()),
  buildId: z.nullable(z.string()),
  commitHash: z.nullable(z.string()),
  timestamp: z.nullable(z.string()),
});

export type EntraIdSettings = z.infer<typeof entraIdSettingsSchema>;
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;
export type InstanceSettings = z.infer<typeof instanceSettingsSchema>;
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export type BuildInfo = z.infer<typeof buildInfoSchema>;
