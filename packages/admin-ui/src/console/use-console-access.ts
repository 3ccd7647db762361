import { useGetFeaturesQuery, useGetUserRolesWithResolvedActionsQuery } from '@parley/api-client';
import { adminMenu, visibleAdminMenu } from '@parley/api-contract';
import type { AdminMenuItem, FeatureName } from '@parley/api-contract';

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
      /**
       * The switch that hides the menu item at `menuPath` from a user whose roles would show it
       * (personal agents off hides Report Moderation), or undefined.
       */
      switchedOff: (menuPath: string) => FeatureName | undefined;
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
  const flags = features.data;
  const menu = visibleAdminMenu(resolvedActions, flags);
  const visible = new Set(menu.map((item) => item.path));
  const itemAt = (menuPath: string) => {
    const item = adminMenu.find((candidate) => candidate.path === menuPath);
    if (!item) throw new Error(`No admin menu item has the path ${menuPath}.`);
    return item;
  };
  return {
    status: 'ready',
    resolvedActions,
    menu,
    mayOpen: (menuPath) => visible.has(itemAt(menuPath).path),
    switchedOff: (menuPath) => {
      const { feature, actions: opening } = itemAt(menuPath);
      const held = opening.some((action) => resolvedActions.includes(action));
      return feature && held && !flags[feature] ? feature : undefined;
    },
  };
}
