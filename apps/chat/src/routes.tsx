import { AuthenticatedOnly, LOGIN_PATH } from '@parley/auth';
import { lazyPage, RELEASE_NOTES_PATH, ShellRoot } from '@parley/app-shell';
import { ChatShell, ConversationScreen, PersonalAgentsOnly } from '@parley/chat-ui';
import { Navigate, Route, Routes } from 'react-router';
import { reportError } from './report-error';

/** The default path after sign-in and where unknown paths go (chat-spec section 2). */
export const CHAT_PATH = '/chat';

// Only the chat page is in the start-up bundle; every other page's module (in `pages/`) loads on
// its first visit, keeping `/chat` within its 300 KB budget (issue 13).
const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
const AgentsPage = lazyPage(() => import('./pages/agents-page'), 'AgentsPage');
const PersonalAgentEditorPage = lazyPage(
  () => import('./pages/personal-agent-pages'),
  'PersonalAgentEditorPage',
);
const OpenPersonalAgentEditorPage = lazyPage(
  () => import('./pages/personal-agent-pages'),
  'OpenPersonalAgentEditorPage',
);
const SharedAgentPage = lazyPage(() => import('./pages/personal-agent-pages'), 'SharedAgentPage');
const GptSystemPage = lazyPage(() => import('./pages/gpt-system-page'), 'GptSystemPage');
const ReleaseNotesPage = lazyPage(() => import('./pages/release-notes-page'), 'ReleaseNotesPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');

/**
 * The routes of chat-spec section 2, in React Router's declarative mode (the data router's
 * loaders and actions are not used, and leaving them out saves 17 KB gzip). `/auth/redirect`
 * never gets here: `main.tsx` serves it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellRoot onError={reportError} />}>
        <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path="/auth/jwt/register" element={<RegisterPage />} />
        <Route
          path={CHAT_PATH}
          element={
            <AuthenticatedOnly>
              <ChatShell />
            </AuthenticatedOnly>
          }
        >
          <Route index element={<ConversationScreen />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route
            path="agents/configstate/:configStateId/edit"
            element={
              <PersonalAgentsOnly>
                <PersonalAgentEditorPage />
              </PersonalAgentsOnly>
            }
          />
          <Route
            path="agents/:gptSystemId/edit"
            element={
              <PersonalAgentsOnly>
                <OpenPersonalAgentEditorPage />
              </PersonalAgentsOnly>
            }
          />
          <Route path="agents/shared/:gptSystemId" element={<SharedAgentPage />} />
          <Route path=":entryGptSystemId" element={<ConversationScreen />} />
        </Route>
        <Route path="/gpt-system" element={<GptSystemPage />} />
        <Route path={RELEASE_NOTES_PATH} element={<ReleaseNotesPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to={CHAT_PATH} replace />} />
      </Route>
    </Routes>
  );
}
