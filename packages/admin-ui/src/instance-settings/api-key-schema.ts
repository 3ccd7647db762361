import {
  instanceApiKeyMaxLength,
  instanceApiKeyMessages,
  instanceApiKeyMinLength,
} from '@parley/api-contract';
import { object, string } from 'yup';

/**
 * A provider key's form, in the contract's words and limits (`instanceApiKeyInputSchema` is the
 * server's): trimmed, required, 12 to 500 characters, no spaces. The field stays undefined until
 * the administrator replaces a stored key (app-shell's `SecretField`).
 */
export const apiKeyFormSchema = object({
  key: string()
    .trim()
    .required(instanceApiKeyMessages.required)
    .min(instanceApiKeyMinLength, instanceApiKeyMessages.tooShort)
    .max(instanceApiKeyMaxLength, instanceApiKeyMessages.tooLong)
    .matches(/^\S*$/, instanceApiKeyMessages.spaces),
});

export interface ApiKeyFormValues {
  /** The new key; undefined while the stored one stands. */
  key?: string | undefined;
}
