import { actions } from '@parley/api-contract';
import { useListUserRolesQuery } from '@parley/api-client/admin';
import type { SelectOption } from '@parley/app-shell';
import { useMemo } from 'react';
import { usePermissions } from '../console/use-permissions';

/** The roles a user form offers, and whether the full list is known. */
export interface RoleChoices {
  /** Every role when the list loaded; otherwise at least the roles the user already holds. */
  options: readonly SelectOption[];
  /**
   * `restricted`: the signed-in user's roles do not allow listing roles (the roles endpoint asks
   * for a User Roles or Chat Access Policies action), so only the held roles are offered.
   */
  status: 'loading' | 'ready' | 'restricted' | 'error';
  error?: unknown;
  retry: () => void;
}

/** The actions the roles list answers (its server rule): the role areas', and the policies'. */
const listRoleActions = [
  actions.UserRolesRead,
  actions.UserRolesCreate,
  actions.UserRolesWrite,
  actions.ChatAccessPoliciesRead,
  actions.ChatAccessPoliciesCreate,
  actions.ChatAccessPoliciesWrite,
];
const noRoles: readonly { userRoleId: string; name: string }[] = [];

/**
 * The role choices of the new-user and edit-user forms: the roles list when the signed-in user
 * may read it, always including the roles the user holds (so none is dropped unseen on save).
 */
export function useRoleChoices(
  held: readonly { userRoleId: string; name: string }[] = noRoles,
): RoleChoices {
  const { ready, canAny } = usePermissions();
  const mayList = canAny(listRoleActions);
  const roles = useListUserRolesQuery(undefined, { skip: !mayList });
  const items = roles.data?.items;
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const role of [...(items ?? []), ...held]) byId.set(role.userRoleId, role.name);
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [items, held]);
  const status: RoleChoices['status'] = !ready
    ? 'loading'
    : !mayList
      ? 'restricted'
      : items
        ? 'ready'
        : roles.isError
          ? 'error'
          : 'loading';
  const { refetch } = roles;
  return {
    options,
    status,
    error: status === 'error' ? roles.error : undefined,
    retry: () => void refetch(),
  };
}
