import { adminLimits, adminMessages } from '@parley/api-contract';
import { array, boolean, object, string } from 'yup';
import type { InferType } from 'yup';

/** An e-mail address as the contract checks a user name (`newAdminUserSchema`). */
const userNamePattern = /^[^\s@]+@[^\s@]+$/;

/** A user added ahead of their first sign-in, in the contract's words and limits. */
export const newUserFormSchema = object({
  userName: string()
    .trim()
    .lowercase()
    .required(adminMessages.userNameRequired)
    .max(adminLimits.userNameMaxLength, adminMessages.userNameTooLong)
    .matches(userNamePattern, adminMessages.userNameInvalid),
  displayName: string()
    .trim()
    .required(adminMessages.displayNameRequired)
    .max(adminLimits.displayNameMaxLength, adminMessages.displayNameTooLong),
  roleIds: array(string().defined()).defined(),
});

/** What an administrator changes on a user: roles and the personal-agent settings. */
export const userUpdateFormSchema = object({
  roleIds: array(string().defined()).defined(),
  isBannedFromCreatingAgents: boolean().defined(),
  isBannedFromSharingAgents: boolean().defined(),
});

export type NewUserFormValues = InferType<typeof newUserFormSchema>;
export type UserUpdateFormValues = InferType<typeof userUpdateFormSchema>;

export const emptyNewUserForm: NewUserFormValues = { userName: '', displayName: '', roleIds: [] };
