import { usePermissions } from '../console/use-permissions';
import { roleActions, roleMessages } from './role-messages';

/**
 * What the signed-in user may do on the role screens, each as the reason they may not (undefined
 * when they may), for `ButtonWithReason`. Until their actions have loaded, `ready` is false and
 * the buttons stay disabled without a reason, so nothing flickers from "you may not" to enabled.
 */
export function useRolePermissions() {
  const { ready, can, canAny, reasonUnless } = usePermissions();
  return {
    ready,
    createReason: reasonUnless(
      can(roleActions.create),
      roleMessages.needs(roleActions.create, 'create roles'),
    ),
    writeReason: reasonUnless(
      can(roleActions.write),
      roleMessages.needs(roleActions.write, 'change roles'),
    ),
    deleteReason: reasonUnless(
      can(roleActions.write),
      roleMessages.needs(roleActions.write, 'delete roles'),
    ),
    assignReason: reasonUnless(
      canAny(roleActions.assign),
      roleMessages.needs(roleActions.assign.join(' or '), 'assign or remove users'),
    ),
  };
}
