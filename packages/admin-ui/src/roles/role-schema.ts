import { adminLimits, adminMessages, allActions } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { array, mixed, object, string } from 'yup';
import type { InferType } from 'yup';

/**
 * The role form's rules, in the contract's words and limits (`roleInputSchema` is the server's):
 * a name, trimmed, required and at most 100 characters, and at least one action.
 */
export const roleFormSchema = object({
  name: string()
    .trim()
    .required(adminMessages.roleNameRequired)
    .max(adminLimits.roleNameMaxLength, adminMessages.roleNameTooLong),
  actions: array(mixed<Action>().oneOf(allActions).defined())
    .defined()
    .min(1, adminMessages.roleActionsRequired),
});

export type RoleFormValues = InferType<typeof roleFormSchema>;

export const emptyRoleForm: RoleFormValues = { name: '', actions: [] };
