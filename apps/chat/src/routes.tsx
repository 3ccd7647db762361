import { AuthenticatedOnly, GuestOnly, LOGIN_PATH } from '@parley/auth';
import {
  AgentsScreen,
  ChatPageScreen,
  ChatShell,
  GptSystemScreen,
  LoginScreen,
  NotFoundScreen,
  PersonalAgentsOnly,
  RegisterScreen,
  RouteErrorScreen,
} from '@parley/chat-ui';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { reportError } from './report-error';

/** The default path after sign-in and where unknown paths go (chat-spec section 2). */
export const CHAT_PATH = '/chat';

/** The routes of chat-spec section 2. `/auth/redirect` never gets here: `main.tsx` serves it. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorScreen onError={reportError} />,
    children: [
      { path: '/', element: <Navigate to={LOGIN_PATH} replace /> },
      {
        path: LOGIN_PATH,
        element: (
          <GuestOnly>
            <LoginScreen />
          </GuestOnly>
        ),
      },
      {
        path: '/auth/jwt/register',
        element: (
          <GuestOnly>
            <RegisterScreen />
          </GuestOnly>
        ),
      },
      {
        path: CHAT_PATH,
        element: (
          <AuthenticatedOnly>
            <ChatShell />
          </AuthenticatedOnly>
        ),
        children: [
          { index: true, element: <ChatPageScreen /> },
          { path: 'agents', element: <AgentsScreen /> },
          {
            path: 'agents/configstate/:configStateId/edit',
            element: (
              <PersonalAgentsOnly>
                <ChatPageScreen />
              </PersonalAgentsOnly>
            ),
          },
          { path: ':entryGptSystemId', element: <ChatPageScreen /> },
        ],
      },
      {
        path: '/gpt-system',
        element: (
          <AuthenticatedOnly>
            <GptSystemScreen />
          </AuthenticatedOnly>
        ),
      },
      { path: '/404', element: <NotFoundScreen /> },
      { path: '*', element: <Navigate to={CHAT_PATH} replace /> },
    ],
  },
];
