import { AbsoluteCenter, Spinner } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import {
  DEFAULT_PATH_AFTER_LOGIN,
  pathAfterLoginChanged,
  selectIsAuthenticated,
  selectIsAuthLoading,
  selectMayEnterAuthenticatedRoutes,
  selectPathAfterLogin,
} from './auth-slice';
import { LOGIN_PATH } from './sign-in-setup';

export interface GuardProps {
  children: ReactNode;
}

function AuthLoading() {
  return (
    <AbsoluteCenter>
      <Spinner
        size="lg"
        colorPalette="brand"
        color="colorPalette.solid"
        role="status"
        aria-label="Signing in"
      />
    </AbsoluteCenter>
  );
}

/**
 * Renders its children only for a signed-in user or with an n1ai token argument; anyone else goes
 * to the login route. It records the current location as the path to return to after login.
 */
export function AuthenticatedOnly({ children }: GuardProps) {
  const dispatch = useDispatch();
  const location = useLocation();
  const isLoading = useSelector(selectIsAuthLoading);
  const mayEnter = useSelector(selectMayEnterAuthenticatedRoutes);
  const currentPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    dispatch(pathAfterLoginChanged(currentPath));
  }, [dispatch, currentPath]);

  if (mayEnter) return children;
  if (isLoading) return <AuthLoading />;
  return <Navigate to={LOGIN_PATH} replace />;
}

/** Renders its children only for a visitor who is not signed in; others go where they were headed. */
export function GuestOnly({ children }: GuardProps) {
  const isLoading = useSelector(selectIsAuthLoading);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const pathAfterLogin = useSelector(selectPathAfterLogin);

  if (isLoading) return <AuthLoading />;
  if (isAuthenticated) return <Navigate to={pathAfterLogin || DEFAULT_PATH_AFTER_LOGIN} replace />;
  return children;
}
