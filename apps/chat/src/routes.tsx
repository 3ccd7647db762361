import { ChatHomeScreen } from '@parley/chat-ui';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/chat" replace /> },
  { path: '/chat', element: <ChatHomeScreen /> },
  // Unknown paths go to chat (chat-spec section 2).
  { path: '*', element: <Navigate to="/chat" replace /> },
];
