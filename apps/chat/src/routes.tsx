import { AuthenticatedOnly, LOGIN_PATH } from '@parley/auth';
import {
  ChatPageScreen,
  ChatShell,
  ConversationScreen,
  PersonalAgentsOnly,
  RELEASE_NOTES_PATH,
  RouteErrorScreen,
} from '@parley/chat-ui';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { reportError } from './report-error';

/** The default path after sign-in and where unknown paths go (chat-spec section 2). */
export const CHAT_PATH = '/chat';

/**
 * The routes of chat-spec section 2. `/auth/redirect` never gets here: `main.tsx` serves it.
 * Only the chat page is in the start-up bundle; every other page is a `lazy` route whose module
 * (in `pages/`) loads on its first visit, keeping `/chat` within its 250 KB budget (issue 5).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorScreen onError={reportError} />,
    children: [
      { path: '/', element: <Navigate to={LOGIN_PATH} replace /> },
      {
        path: LOGIN_PATH,
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
      {
        path: '/auth/jwt/register',
        lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
      },
      {
        path: CHAT_PATH,
        element: (
          <AuthenticatedOnly>
            <ChatShell />
          </AuthenticatedOnly>
        ),
        children: [
          { index: true, element: <ConversationScreen /> },
          {
            path: 'agents',
            lazy: async () => ({ Component: (await import('./pages/agents-page')).AgentsPage }),
          },
          {
            path: 'agents/configstate/:configStateId/edit',
            element: (
              <PersonalAgentsOnly>
                <ChatPageScreen />
              </PersonalAgentsOnly>
            ),
          },
          { path: ':entryGptSystemId', element: <ConversationScreen /> },
        ],
      },
      {
        path: '/gpt-system',
        lazy: async () => ({ Component: (await import('./pages/gpt-system-page')).GptSystemPage }),
      },
      {
        path: RELEASE_NOTES_PATH,
        lazy: async () => ({
          Component: (await import('./pages/release-notes-page')).ReleaseNotesPage,
        }),
      },
      {
        path: '/404',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
      { path: '*', element: <Navigate to={CHAT_PATH} replace /> },
    ],
  },
];
