import type { Action } from '@parley/api-contract';
import { needsAction } from './console-messages';
import { useConsoleAccess } from './use-console-access';

/** What the signed-in user may do, asked synchronously once their actions have loaded. */
export interface Permissions {
  /** True once the user's actions are known; until then every question answers false. */
  ready: boolean;
  can: (action: Action) => boolean;
  canAny: (anyOf: readonly Action[]) => boolean;
  /**
   * `reason` when the user may not do something (`allowed` false), for a `ButtonWithReason`;
   * undefined when they may, and while their actions load: the button then waits disabled
   * without a reason, so nothing flickers from "you may not" to enabled.
   */
  reasonUnless: (allowed: boolean, reason: string) => string | undefined;
}

/**
 * The console's action checks (admin-spec section 6) for buttons and parts of a page: a button the
 * user may not use is disabled with the reason, never shown as if it worked. Routes and the menu
 * ask `useConsoleAccess` (through `AreaGuard`), from the same resolved actions.
 */
export function usePermissions(): Permissions {
  const access = useConsoleAccess();
  const held = new Set(access.status === 'ready' ? access.resolvedActions : []);
  const ready = access.status === 'ready';
  const can = (action: Action) => held.has(action);
  return {
    ready,
    can,
    canAny: (anyOf) => anyOf.some(can),
    reasonUnless: (allowed, reason) => (!ready || allowed ? undefined : reason),
  };
}

/** What a button needs: any one of these actions, and what it does ("create roles"), for its reason. */
export interface ActionRule {
  anyOf: Action | readonly Action[];
  to: string;
}

/**
 * A screen's buttons, each as the reason the signed-in user may not use it (undefined when they
 * may, and while their actions load), for `ButtonWithReason`: `useActionReasons(roleRules)`
 * gives `reasons.create` as "You need the UserRolesCreate action to create roles.".
 */
export function useActionReasons<Key extends string>(rules: Readonly<Record<Key, ActionRule>>) {
  const { ready, canAny, reasonUnless } = usePermissions();
  const reasons = {} as Record<Key, string | undefined>;
  for (const key of Object.keys(rules) as Key[]) {
    const { anyOf, to } = rules[key];
    const actions: readonly Action[] = typeof anyOf === 'string' ? [anyOf] : anyOf;
    reasons[key] = reasonUnless(canAny(actions), needsAction(actions.join(' or '), to));
  }
  return { ready, reasons };
}
