import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AccessDeniedScreen } from './access-denied-screen';
import { AreaGuard } from './area-guard';
import { consolePath } from './console-nav';
import { useConsoleAccess } from './use-console-access';

const DASHBOARD_MENU_PATH = '/admin';

/**
 * `/admin`: the dashboard for a user whose roles reveal it; anyone else goes on to the first page
 * their menu offers (a moderator lands on Report Moderation), or is told they may open nothing.
 */
export function ConsoleIndex({ dashboard }: { dashboard: ReactNode }) {
  const access = useConsoleAccess();
  if (access.status === 'ready' && !access.mayOpen(DASHBOARD_MENU_PATH)) {
    const [first] = access.menu;
    return first ? <Navigate to={consolePath(first.path)} replace /> : <AccessDeniedScreen />;
  }
  return <AreaGuard menuPath={DASHBOARD_MENU_PATH}>{dashboard}</AreaGuard>;
}
