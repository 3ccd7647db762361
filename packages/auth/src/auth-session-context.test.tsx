import { configureStore } from '@reduxjs/toolkit';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAuthSession } from './auth-session';
import { AuthSessionProvider, useAuthSession } from './auth-session-context';
import { authSlice } from './auth-slice';
import { fakeSignInClient } from './test-support/fake-sign-in-client';

function LogoutButton() {
  const session = useAuthSession();
  return (
    <button type="button" onClick={() => void session.logout()}>
      Logout
    </button>
  );
}

describe('AuthSessionProvider', () => {
  it('hands the session to the screens below it', async () => {
    const client = fakeSignInClient();
    const session = createAuthSession({
      loadClient: async () => client,
      store: configureStore({ reducer: { auth: authSlice.reducer } }),
      setup: { identityProvider: 'Oidc', scopes: ['openid'] },
    });
    render(
      <AuthSessionProvider session={session}>
        <LogoutButton />
      </AuthSessionProvider>,
    );
    screen.getByRole('button', { name: 'Logout' }).click();
    // Logout first loads the session's MSAL-bound module, which a busy machine can make slow.
    await vi.waitFor(() => expect(client.logoutRedirect).toHaveBeenCalledOnce(), {
      timeout: 5_000,
    });
  });

  it('raises a clear error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuthSession())).toThrow(
      'useAuthSession must be used inside an AuthSessionProvider',
    );
  });
});
