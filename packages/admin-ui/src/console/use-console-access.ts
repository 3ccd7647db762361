import { useGetFeaturesQuery, useGetUserRolesWithResolvedActionsQuery } from '@parley/api-client';
import { adminMenu, visibleAdminMenu } from '@parley/api-contract';
import type { AdminMenuItem } from '@parley/api-contract';

/** What the signed-in user may open in the console, from their roles and the feature flags. */
export type ConsoleAccess =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      /** The actions the user's roles resolve to (admin-spec section 6). */
      resolvedActions: readonly string[];
      /** The menu items the user sees, in menu order. */
      menu: readonly AdminMenuItem[];
      /** True when the user sees the menu item at `menuPath` (a path of the contract's `adminMenu`). */
      mayOpen: (menuPath: string) => boolean;
    };

/**
 * The console's one source of who may open what: the menu shows exactly the items `mayOpen`
 * allows, and the route guards ask the same question, so a route never opens what the menu hides.
 */
export function useConsoleAccess(): ConsoleAccess {
  const roles = useGetUserRolesWithResolvedActionsQuery();
  const features = useGetFeaturesQuery();
  if (!roles.data || !features.data) {
    const failed = roles.isError ? roles : features.isError ? features : undefined;
    if (failed) {
      return {
        status: 'error',
        error: failed.error,
        retry: () => {
          void roles.refetch();
          void features.refetch();
        },
      };
    }
    return { status: 'loading' };
  }
  const resolvedActions = roles.data.userRoles.flatMap((role) => role.resolvedActions);
  const menu = visibleAdminMenu(resolvedActions, features.data);
  const visible = new Set(menu.map((item) => item.path));
  return {
    status: 'ready',
    resolvedActions,
    menu,
    mayOpen: (menuPath) => {
      if (!adminMenu.some((item) => item.path === menuPath)) {
        throw new Error(`No admin menu item has the path ${menuPath}.`);
      }
      return visible.has(menuPath);
    },
  };
}
