import { connectionLimits, connectionMessages } from '@parley/api-contract';
import { array, object, string } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ConfigurationValues } from './connection-form-compiler';

/**
 * The connection form's basic information (admin-spec section 5): a name (required, at most
 * 300), a description (required, at most 2000) and the admin user roles (at least one, at most
 * 25), in the contract's words (`connectionInputSchema`).
 */
export const connectionBasicsSchema = {
  name: string()
    .trim()
    .required(connectionMessages.nameRequired)
    .max(connectionLimits.nameMaxLength, connectionMessages.nameTooLong),
  description: string()
    .trim()
    .required(connectionMessages.descriptionRequired)
    .max(connectionLimits.descriptionMaxLength, connectionMessages.descriptionTooLong),
  userRoleIds: array(string().defined())
    .defined()
    .min(1, connectionMessages.userRolesRequired)
    .max(connectionLimits.adminRolesMax, connectionMessages.userRolesTooMany),
};

export interface ConnectionFormValues {
  name: string;
  description: string;
  userRoleIds: string[];
  /** The provider's settings, named as its schema names them. */
  dynamicConfigurationData: ConfigurationValues;
}

/** The whole form's schema: the basics, and the provider's compiled settings once loaded. */
export function connectionFormSchema(
  configuration: ObjectSchema<AnyObject> | undefined,
): ObjectSchema<AnyObject> {
  return object({
    ...connectionBasicsSchema,
    ...(configuration ? { dynamicConfigurationData: configuration } : {}),
  });
}
