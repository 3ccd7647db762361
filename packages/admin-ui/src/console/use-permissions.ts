import type { Action } from '@parley/api-contract';
import { useConsoleAccess } from './use-console-access';

/** What the signed-in user may do, asked synchronously once their actions have loaded. */
export interface Permissions {
  /** True once the user's actions are known; until then every question answers false. */
  ready: boolean;
  can: (action: Action) => boolean;
  canAny: (anyOf: readonly Action[]) => boolean;
}

/**
 * The console's action checks (admin-spec section 6) for buttons and parts of a page: a button the
 * user may not use is disabled with the reason, never shown as if it worked. Routes and the menu
 * ask `useConsoleAccess` (through `AreaGuard`), from the same resolved actions.
 */
export function usePermissions(): Permissions {
  const access = useConsoleAccess();
  const held = new Set(access.status === 'ready' ? access.resolvedActions : []);
  const can = (action: Action) => held.has(action);
  return {
    ready: access.status === 'ready',
    can,
    canAny: (anyOf) => anyOf.some(can),
  };
}
