import { useListChatAccessPoliciesQuery } from '@parley/api-client/admin';
import { ButtonWithReason, useListSource } from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { AccessPolicyTable } from './access-policy-table';
import { policyButtonRules, policyMessages } from './policy-messages';
import { policyPaths } from './policy-paths';
import { useActionReasons } from '../console/use-permissions';

/**
 * `/admin/chatAccessPolicy` (admin-spec section 2): the chat access policies, the rule they follow,
 * and New policy for a user who may create one (for others it is disabled and says why).
 */
export function AccessPolicyListScreen() {
  const { ready, reasons } = useActionReasons(policyButtonRules);
  const source = useListSource(useListChatAccessPoliciesQuery());
  return (
    <ConsolePage
      title={policyMessages.listTitle}
      description={policyMessages.listDescription}
      actions={
        <ButtonWithReason
          to={policyPaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasons.create}
          reasonAlign="end"
        >
          {policyMessages.newPolicy}
        </ButtonWithReason>
      }
    >
      <AccessPolicyTable source={source} />
    </ConsolePage>
  );
}
