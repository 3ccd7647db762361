import type { JSONWebKeySet } from 'jose';

/** A user as the identity provider sees them. */
export interface IdpAccount {
  /** Stable and unique: becomes the ID token's `sub`. */
  accountId: string;
  /** What the user types on the sign-in page; the ID token's `preferred_username`. */
  userName: string;
  name: string;
  email: string;
}

export interface IdpClient {
  clientId: string;
  /** Exact URIs the apps return to after sign-in (MSAL's redirect bridge page). */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface EmbeddedIdpOptions {
  /** The public origin plus the mount path, e.g. `https://localhost:8443/idp`. */
  issuer: string;
  /** Signing keys and cookie secrets live in `dataDir/idp`, stable across restarts. */
  dataDir: string;
  clients: IdpClient[];
  findAccount(userName: string): Promise<IdpAccount | undefined>;
  findAccountById(accountId: string): Promise<IdpAccount | undefined>;
}

export interface EmbeddedIdp {
  issuer: string;
  jwksUri: string;
  /** The public signing keys, for verifying ID tokens in-process without an https round trip. */
  jwks: JSONWebKeySet;
  close(): Promise<void>;
}
