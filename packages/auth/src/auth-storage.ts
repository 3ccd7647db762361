import type { AuthAccount, AuthState, TokenArguments } from './auth-slice';

/**
 * This tab's product token, its arguments, the identity account and the path to return to after
 * login live in sessionStorage (ARCHITECTURE section 10), so a reload or a sign-in redirect keeps
 * them; with the token and the account kept, a reload needs no sign-in client (auth-session.ts).
 */
export const AUTH_STORAGE_KEY = 'parley-auth';

export type AuthStorage = Pick<Storage, 'getItem' | 'setItem'>;

const noopAuthStorage: AuthStorage = { getItem: () => null, setItem: () => undefined };

/** sessionStorage when it works, else a storage that keeps nothing (sandboxed frames throw). */
export function sessionAuthStorage(): AuthStorage {
  try {
    const storage = globalThis.sessionStorage;
    storage.getItem(AUTH_STORAGE_KEY);
    return storage;
  } catch {
    return noopAuthStorage;
  }
}

export type StoredAuth = Pick<AuthState, 'token' | 'tokenArguments' | 'account' | 'pathAfterLogin'>;

const identityProviders = new Set(['EntraId', 'Oidc', 'n1ai']);

function isTokenArguments(value: unknown): value is TokenArguments {
  const candidate = value as Partial<TokenArguments> | null;
  return (
    typeof candidate?.token === 'string' &&
    typeof candidate.identityProvider === 'string' &&
    identityProviders.has(candidate.identityProvider)
  );
}

function isAccount(value: unknown): value is AuthAccount {
  const candidate = value as Partial<AuthAccount> | null;
  return typeof candidate?.name === 'string' && typeof candidate.userName === 'string';
}

/** Only same-origin paths: a stored value must not send the user to another site after login. */
function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** What this tab kept; fields that are missing or malformed are left out. */
export function loadStoredAuth(storage: AuthStorage = sessionAuthStorage()): Partial<StoredAuth> {
  let stored: Partial<Record<keyof StoredAuth, unknown>> | null;
  try {
    stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as typeof stored;
  } catch {
    return {};
  }
  const kept: Partial<StoredAuth> = {};
  if (typeof stored?.token === 'string' && stored.token !== '') {
    kept.token = stored.token;
    kept.tokenArguments = isTokenArguments(stored.tokenArguments) ? stored.tokenArguments : null;
  }
  if (isAccount(stored?.account)) kept.account = stored.account;
  if (isLocalPath(stored?.pathAfterLogin)) kept.pathAfterLogin = stored.pathAfterLogin;
  return kept;
}

/** Saves what `loadStoredAuth` reads whenever it changes. Returns the unsubscribe function. */
export function persistAuth(
  store: { getState(): { auth: AuthState }; subscribe(listener: () => void): () => void },
  storage: AuthStorage = sessionAuthStorage(),
): () => void {
  const pick = ({ token, tokenArguments, account, pathAfterLogin }: AuthState): StoredAuth => ({
    token,
    tokenArguments,
    account,
    pathAfterLogin,
  });
  let saved = pick(store.getState().auth);
  return store.subscribe(() => {
    const current = pick(store.getState().auth);
    const unchanged = (Object.keys(current) as (keyof StoredAuth)[]).every(
      (name) => current[name] === saved[name],
    );
    if (unchanged) return;
    saved = current;
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(current));
  });
}
