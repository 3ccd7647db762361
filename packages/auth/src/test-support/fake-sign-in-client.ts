import type { AccountInfo, AuthenticationResult, EventMessage } from '@azure/msal-browser';
import { vi } from 'vitest';
import type { Mocked } from 'vitest';
import type { SignInClient } from '../sign-in-client';

export function testAccount(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    homeAccountId: 'home-1',
    environment: 'login.example',
    tenantId: 'tenant-1',
    username: 'ada@example.com',
    localAccountId: 'local-1',
    name: 'Ada Lovelace',
    idToken: 'id-token-of-ada',
    ...overrides,
  };
}

/**
 * MSAL's client is the edge to Entra ID that tests cannot reach: this fake implements the methods
 * auth calls, keeps accounts in memory and lets a test emit MSAL events.
 */
export type FakeSignInClient = Mocked<SignInClient> & {
  emit(message: Partial<EventMessage>): void;
};

export function fakeSignInClient(accounts: AccountInfo[] = [testAccount()]): FakeSignInClient {
  const listeners: ((message: EventMessage) => void)[] = [];
  let activeAccount: AccountInfo | null = null;
  return {
    initialize: vi.fn(async () => undefined),
    handleRedirectPromise: vi.fn(async (): Promise<AuthenticationResult | null> => null),
    addEventCallback: vi.fn((listener: (message: EventMessage) => void) => {
      listeners.push(listener);
      return 'listener-1';
    }),
    removeEventCallback: vi.fn(),
    getActiveAccount: vi.fn(() => activeAccount),
    setActiveAccount: vi.fn((account: AccountInfo | null) => {
      activeAccount = account;
    }),
    getAllAccounts: vi.fn(() => accounts),
    acquireTokenSilent: vi.fn(
      async () =>
        ({ accessToken: 'graph-access-token', idToken: 'id-token' }) as AuthenticationResult,
    ),
    acquireTokenRedirect: vi.fn(async () => undefined),
    loginRedirect: vi.fn(async () => undefined),
    logoutRedirect: vi.fn(async () => undefined),
    clearCache: vi.fn(async () => {
      accounts.length = 0;
      activeAccount = null;
    }),
    emit(message: Partial<EventMessage>) {
      for (const listener of listeners) listener(message as EventMessage);
    },
  };
}
