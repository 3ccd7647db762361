import type { RenderConsoleOptions } from '../testing/console-harness';
import { RoleEditScreen } from './role-edit-screen';
import { RoleListScreen } from './role-list-screen';
import { roleMessages } from './role-messages';

/** The role routes as the console mounts them, under their guard, for `renderConsole`. */
export const roleScreens = {
  menuPath: roleMessages.menuPath,
  pages: {
    '/userRole': <RoleListScreen />,
    '/userRole/new': <RoleEditScreen />,
    '/userRole/:userRoleId/edit': <RoleEditScreen />,
  },
} satisfies Partial<RenderConsoleOptions>;
