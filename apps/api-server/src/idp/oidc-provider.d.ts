/**
 * The part of `oidc-provider` 9 that the embedded identity provider uses. The package ships no
 * types, and `@types/oidc-provider` pulls in Koa's and Node's types at unpinned versions, so the
 * few shapes we rely on are declared here.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export interface OidcClient {
    clientId: string;
    clientAuthMethod: string;
    redirectUris: string[];
  }

  export interface OidcSession {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  /** The Koa context oidc-provider hands to configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client?: OidcClient;
      session?: OidcSession;
      result?: InteractionResult;
      requestParamScopes: Set<string>;
      entities: { RotatedRefreshToken?: { remainingTTL: number } };
    };
    type: string;
    body: unknown;
    set(field: string, value: string): void;
  }

  export interface ClientMetadata {
    client_id: string;
    redirect_uris: string[];
    post_logout_redirect_uris: string[];
    token_endpoint_auth_method: 'none';
    grant_types: string[];
    response_types: string[];
    application_type: 'web';
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId: string };
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  /** What the provider stores of a model (a session, a token…). */
  export type AdapterPayload = Record<string, unknown>;

  /** Where the provider keeps one model's objects; `expiresIn` in seconds. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration {
    adapter(model: string): Adapter;
    clients: ClientMetadata[];
    jwks: { keys: JWK[] };
    cookies: {
      keys: string[];
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none' };
    };
    responseTypes: string[];
    scopes: string[];
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    pkce: { required(ctx: KoaContextWithOIDC, client: OidcClient): boolean };
    clientBasedCORS(ctx: KoaContextWithOIDC, origin: string, client: OidcClient): boolean;
    issueRefreshToken(ctx: KoaContextWithOIDC, client: OidcClient, code: unknown): Promise<boolean>;
    loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    findAccount(ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined>;
    interactions: { url(ctx: KoaContextWithOIDC, interaction: Interaction): Promise<string> };
    features: {
      devInteractions: { enabled: boolean };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
        postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
      };
    };
    renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error): Promise<void>;
    ttl: Record<
      string,
      number | ((ctx: KoaContextWithOIDC | undefined, token: unknown, client: OidcClient) => number)
    >;
  }

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionResult(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export const errors: {
    SessionNotFound: new (...args: never[]) => Error;
  };

  export default Provider;
}
