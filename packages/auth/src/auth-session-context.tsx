import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AuthSession } from './auth-session';

const AuthSessionContext = createContext<AuthSession | null>(null);

export interface AuthSessionProviderProps {
  session: AuthSession;
  children: ReactNode;
}

/** Makes the app's one auth session (login, logout) reachable from any screen. */
export function AuthSessionProvider({ session, children }: AuthSessionProviderProps) {
  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside an AuthSessionProvider');
  return session;
}
