import { usePermissions } from '../console/use-permissions';
import { policyActions, policyMessages } from './policy-messages';

/**
 * What the signed-in user may do on the policy screens, each as the reason they may not (undefined
 * when they may), for `ButtonWithReason`. Until their actions have loaded, `ready` is false and
 * no reason is given, so nothing flickers from "you may not" to enabled.
 */
export function usePolicyPermissions() {
  const { ready, can, reasonUnless } = usePermissions();
  return {
    ready,
    createReason: reasonUnless(
      can(policyActions.create),
      policyMessages.needs(policyActions.create, 'create policies'),
    ),
    writeReason: reasonUnless(
      can(policyActions.write),
      policyMessages.needs(policyActions.write, 'change policies'),
    ),
    deleteReason: reasonUnless(
      can(policyActions.write),
      policyMessages.needs(policyActions.write, 'delete policies'),
    ),
  };
}
