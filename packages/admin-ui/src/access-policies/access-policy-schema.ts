import { adminLimits, adminMessages } from '@parley/api-contract';
import { array, boolean, object, string } from 'yup';
import type { InferType } from 'yup';

const members = () =>
  array(string().defined())
    .defined()
    .max(adminLimits.policyMembersMax, adminMessages.policyMembersTooMany);

/**
 * The chat access policy form's rules, in the contract's words and limits
 * (`chatAccessPolicyInputSchema`): a name, agents or all agents, and at least one role, group or
 * user (that message sits on the roles, as the server puts it).
 */
export const accessPolicyFormSchema = object({
  name: string()
    .trim()
    .required(adminMessages.policyNameRequired)
    .max(adminLimits.policyNameMaxLength, adminMessages.policyNameTooLong),
  // Formik hands an empty text to yup as undefined; an empty description is allowed.
  description: string()
    .trim()
    .default('')
    .max(adminLimits.policyDescriptionMaxLength, adminMessages.policyDescriptionTooLong),
  allAgents: boolean().defined(),
  gptSystemIds: members().test(
    'agents-or-all',
    adminMessages.policyAgentsRequired,
    (ids, context) => context.parent.allAgents === true || ids.length > 0,
  ),
  userRoleIds: members().test(
    'someone',
    adminMessages.policyMembersRequired,
    (ids, context) =>
      ids.length + context.parent.groupIds.length + context.parent.userIds.length > 0,
  ),
  groupIds: members(),
  userIds: members(),
  // The brand select's "All brands" is the empty choice, which Formik hands to yup as undefined.
  brandKey: string().nullable().default(null),
});

export type AccessPolicyFormValues = InferType<typeof accessPolicyFormSchema>;

export const emptyAccessPolicyForm: AccessPolicyFormValues = {
  name: '',
  description: '',
  allAgents: false,
  gptSystemIds: [],
  userRoleIds: [],
  groupIds: [],
  userIds: [],
  brandKey: null,
};
