export {
  accountChanged,
  authReset,
  authSlice,
  DEFAULT_PATH_AFTER_LOGIN,
  displaySettingChanged,
  groupsAdded,
  groupsInitialised,
  initialAuthState,
  INSTANCE_NAME_PLACEHOLDER,
  pathAfterLoginChanged,
  placeholderInstanceSettings,
  selectAccount,
  selectDisplaySettings,
  selectEntraGroups,
  selectHasN1aiTokenArgument,
  selectInstanceSettings,
  selectIsAuthenticated,
  selectIsAuthLoading,
  selectMayEnterAuthenticatedRoutes,
  selectPathAfterLogin,
  selectToken,
  selectTokenArguments,
  selectTokenError,
  signInBusyChanged,
  tokenChanged,
  tokenCleared,
  tokenReceived,
  tokenRequested,
  tokenRequestFailed,
} from './auth-slice';
export { createAuthSession, TokenRequestLimitError } from './auth-session';
export { AuthSessionProvider, useAuthSession } from './auth-session-context';
export {
  DIRECTORY_GROUPS_URL,
  DirectoryGroupsError,
  listDirectoryGroups,
  loadDirectoryGroups,
} from './directory-groups';
export { AuthenticatedOnly, GuestOnly } from './guards';
export {
  acquireIdentityToken,
  NoActiveAccountError,
  SignInRedirectStartedError,
} from './identity-token';
export { INITIALIZING_MESSAGE, InitializingScreen } from './initializing-screen';
export { N1AI_TOKEN_PARAMETER, n1aiTokenSupplied, readN1aiTokenArgument } from './n1ai-token';
export { RedirectBridgePage } from './redirect-bridge-page';
export { loadSignInClient } from './sign-in-client';
export {
  createSignInSetup,
  DEFAULT_OIDC_SCOPES,
  ENTRA_ID_SCOPES,
  isSignInUnavailable,
  LOGIN_PATH,
  NO_IDENTITY_PROVIDER_MESSAGE,
  REDIRECT_BRIDGE_PATH,
  resolveSignIn,
  SignInSettingsError,
  SignInUnavailableError,
} from './sign-in-setup';
export { exchangeIdentityToken, TokenExchangeError } from './token-exchange';
export {
  createTokenRequestCounter,
  TOKEN_REQUEST_COUNTER_RESET_MS,
  TOKEN_REQUEST_LIMIT,
} from './token-request-counter';
export { createTokenFunctionsRelay } from './token-functions-relay';
export { AUTH_STORAGE_KEY, loadStoredAuth, persistAuth, sessionAuthStorage } from './auth-storage';
export {
  handleTokenVersion,
  INDEX_VERSION_META_NAME,
  NEW_VERSION_RELOAD_DELAY_MS,
  readIndexPageVersion,
  readTokenVersion,
  TOKEN_VERSION_CLAIM,
} from './token-version';

export type {
  AuthAccount,
  AuthState,
  DirectoryGroup,
  DisplaySettingName,
  DisplaySettings,
  IdentityProvider,
  TokenArguments,
  TokenStatus,
  WithApiCache,
  WithAuthState,
} from './auth-slice';
export type {
  AuthLogger,
  AuthSession,
  AuthSessionOptions,
  AuthStore,
  TokenFunctions,
} from './auth-session';
export type { AuthSessionProviderProps } from './auth-session-context';
export type { DirectoryGroupsRequest } from './directory-groups';
export type { GuardProps } from './guards';
export type { RedirectBridgePageProps } from './redirect-bridge-page';
export type { SignInClient } from './sign-in-client';
export type { SignInSetup, SignInUnavailable } from './sign-in-setup';
export type { ExchangeableIdentityProvider, TokenExchangeRequest } from './token-exchange';
export type { TokenFunctionsRelay } from './token-functions-relay';
export type { TokenRequestCounter } from './token-request-counter';
export type { AuthStorage, StoredAuth } from './auth-storage';
export type { NewVersionCheckOptions, NewVersionOutcome } from './token-version';
