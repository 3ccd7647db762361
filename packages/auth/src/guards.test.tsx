import { BrandProvider } from '@parley/theme-brands';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  accountChanged,
  authSlice,
  pathAfterLoginChanged,
  signInBusyChanged,
  tokenReceived,
} from './auth-slice';
import { AuthenticatedOnly, GuestOnly } from './guards';
import { n1aiTokenSupplied } from './n1ai-token';

const ada = { name: 'Ada Lovelace', userName: 'ada@example.com' };

function renderAt(path: string, store = configureStore({ reducer: { auth: authSlice.reducer } })) {
  render(
    <BrandProvider>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/auth/jwt/login" element={<GuestOnly>login page</GuestOnly>} />
            <Route path="/chat" element={<AuthenticatedOnly>chat home</AuthenticatedOnly>} />
            <Route
              path="/chat/agents"
              element={<AuthenticatedOnly>agents page</AuthenticatedOnly>}
            />
          </Routes>
        </MemoryRouter>
      </Provider>
    </BrandProvider>,
  );
  return store;
}

function signedInStore() {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  store.dispatch(accountChanged(ada));
  store.dispatch(tokenReceived('product'));
  return store;
}

describe('AuthenticatedOnly (chat-spec section 2)', () => {
  it('sends an unauthenticated visitor to /auth/jwt/login', () => {
    renderAt('/chat/agents');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('records the current location as the path to return to after login', () => {
    const store = renderAt('/chat/agents?tab=pinned');
    expect(store.getState().auth.pathAfterLogin).toBe('/chat/agents?tab=pinned');
  });

  it('renders its page for an authenticated user', () => {
    renderAt('/chat/agents', signedInStore());
    expect(screen.getByText('agents page')).toBeInTheDocument();
  });

  it('renders its page when an n1ai token argument is supplied, without a sign-in', () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(n1aiTokenSupplied('n1ai-token'));
    renderAt('/chat', store);
    expect(screen.getByText('chat home')).toBeInTheDocument();
  });

  it('shows a loading indicator while the sign-in client is busy', () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(signInBusyChanged(true));
    renderAt('/chat', store);
    expect(screen.getByLabelText('Signing in')).toBeInTheDocument();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });
});

describe('GuestOnly (chat-spec section 2)', () => {
  it('shows the login page to a visitor who is not signed in', () => {
    renderAt('/auth/jwt/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('shows a loading indicator while auth state loads', () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(signInBusyChanged(true));
    renderAt('/auth/jwt/login', store);
    expect(screen.getByLabelText('Signing in')).toBeInTheDocument();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  it('sends an authenticated user to the stored path after login', () => {
    const store = signedInStore();
    store.dispatch(pathAfterLoginChanged('/chat/agents'));
    renderAt('/auth/jwt/login', store);
    expect(screen.getByText('agents page')).toBeInTheDocument();
  });

  it('sends an authenticated user to /chat when no path is stored', () => {
    const store = signedInStore();
    store.dispatch(pathAfterLoginChanged(''));
    renderAt('/auth/jwt/login', store);
    expect(screen.getByText('chat home')).toBeInTheDocument();
  });
});
