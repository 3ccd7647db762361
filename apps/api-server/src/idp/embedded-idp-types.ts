import type { Database } from '../db/database';
import type { IdpKeys } from './idp-keys';

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
  /**
   * The database every server instance shares: the provider keeps its sessions, interactions,
   * grants and tokens there, and counts failed sign-ins there. Read at each use: the server
   * mounts the provider before its database is open.
   */
  database(): Database;
  /**
   * The signing keys and cookie secrets every instance shares (`ensureIdpKeys`), read when the
   * provider is first needed (the server loads them at start, after mounting the provider).
   */
  keys(): IdpKeys;
  clients: IdpClient[];
  /** The account whose password this is, or undefined for a wrong user name or password. */
  authenticate(userName: string, password: string): Promise<IdpAccount | undefined>;
  findAccountById(accountId: string): Promise<IdpAccount | undefined>;
  /** Sets a new password after checking the current one; says why not, in the page's words. */
  changePassword(request: PasswordChange): Promise<{ changed: true } | { refused: string }>;
  /**
   * Whether the provider answers now (the server mounts it before it knows whether another
   * identity provider is configured); while false, everything under the issuer's path is a 404.
   * Always on when omitted.
   */
  isActive?(): boolean;
}

export interface PasswordChange {
  userName: string;
  currentPassword: string;
  newPassword: string;
}

export interface EmbeddedIdp {
  issuer: string;
  jwksUri: string;
  /** The page where a user changes their password. */
  changePasswordUrl: string;
  close(): Promise<void>;
}
