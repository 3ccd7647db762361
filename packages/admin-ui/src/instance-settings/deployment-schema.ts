import {
  deploymentLimits,
  deploymentMessages,
  deploymentNamePattern,
  instanceApiKeyMaxLength,
  instanceApiKeyMessages,
  instanceApiKeyMinLength,
  modelDeploymentProblems,
  modelProviders,
  providerFields,
} from '@parley/api-contract';
import type {
  ModelDeploymentInput,
  ModelDeploymentView,
  ModelProviderName,
  NewModelDeployment,
  ProviderField,
} from '@parley/api-contract';
import { boolean, mixed, number, object, string, ValidationError } from 'yup';
import type { Schema } from 'yup';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A setting's rule applies only while the chosen provider uses it (the form hides the others). */
function used<Rule extends Schema>(field: ProviderField, rule: (schema: Rule) => Rule) {
  return ([provider]: ModelProviderName[], schema: Rule) =>
    provider !== undefined && providerFields[provider].includes(field) ? rule(schema) : schema;
}

/**
 * A deployment's form, in the contract's words and limits (`newModelDeploymentSchema` and
 * `modelDeploymentInputSchema` are the server's): the name only for a new one, the rules that
 * depend on the provider (`modelDeploymentProblems`) on the field they name, and the key by the
 * provider-key rules, undefined while the stored one stands (app-shell's `SecretField`).
 */
export const deploymentFormSchema = object({
  isNew: boolean().defined(),
  deploymentName: string()
    .trim()
    .when('isNew', {
      is: true,
      then: (rule) =>
        rule
          .required(deploymentMessages.nameRequired)
          .max(deploymentLimits.nameMaxLength, deploymentMessages.nameTooLong)
          .matches(deploymentNamePattern, deploymentMessages.nameFormat),
    })
    .default(''),
  provider: mixed<ModelProviderName>().oneOf(modelProviders).defined(),
  model: string()
    .trim()
    .required(deploymentMessages.modelRequired)
    .max(deploymentLimits.modelMaxLength, deploymentMessages.modelTooLong),
  baseURL: string()
    .trim()
    .when(
      'provider',
      used('baseURL', (rule) =>
        rule
          .max(deploymentLimits.urlMaxLength, deploymentMessages.baseUrlTooLong)
          .test('http-url', deploymentMessages.baseUrlFormat, (url) => !url || isHttpUrl(url)),
      ),
    )
    .default(''),
  resourceName: string()
    .trim()
    .when(
      'provider',
      used('resourceName', (rule) =>
        rule.max(deploymentLimits.resourceNameMaxLength, deploymentMessages.resourceNameTooLong),
      ),
    )
    .default(''),
  apiVersion: string()
    .trim()
    .when(
      'provider',
      used('apiVersion', (rule) =>
        rule.max(deploymentLimits.apiVersionMaxLength, deploymentMessages.apiVersionTooLong),
      ),
    )
    .default(''),
  maxRetries: number()
    .typeError(deploymentMessages.maxRetries)
    .when(
      'provider',
      used('maxRetries', (rule) =>
        rule
          .required(deploymentMessages.maxRetries)
          .integer(deploymentMessages.maxRetries)
          .min(0, deploymentMessages.maxRetries)
          .max(deploymentLimits.maxRetries, deploymentMessages.maxRetries),
      ),
    ),
  apiKey: string()
    .trim()
    .when(
      'provider',
      used('apiKey', (rule) =>
        rule
          .min(instanceApiKeyMinLength, instanceApiKeyMessages.tooShort)
          .max(instanceApiKeyMaxLength, instanceApiKeyMessages.tooLong)
          .matches(/^\S*$/, instanceApiKeyMessages.spaces),
      ),
    ),
  removeApiKey: boolean().defined(),
  hipaaCompliant: boolean().defined(),
  availableToPersonalAgents: boolean().defined(),
}).test('provider', (values) => {
  const problems = modelDeploymentProblems({
    provider: values.provider,
    baseURL: values.baseURL || null,
    resourceName: values.resourceName || null,
  });
  if (problems.length === 0) return true;
  return new ValidationError(
    problems.map((problem) => new ValidationError(problem.message, undefined, problem.field)),
  );
});

export interface DeploymentFormValues {
  isNew: boolean;
  deploymentName: string;
  provider: ModelProviderName;
  model: string;
  baseURL: string;
  resourceName: string;
  apiVersion: string;
  /** Undefined while the number field is empty. */
  maxRetries: number | undefined;
  /** A new key; undefined while the stored one stands (or none is wanted). */
  apiKey?: string | undefined;
  /** Save without a key, dropping the stored one. */
  removeApiKey: boolean;
  hipaaCompliant: boolean;
  availableToPersonalAgents: boolean;
}

/** A new deployment's form: an OpenAI-compatible endpoint, the usual first one. */
export const newDeploymentForm: DeploymentFormValues = {
  isNew: true,
  deploymentName: '',
  provider: 'openai-compatible',
  model: '',
  baseURL: '',
  resourceName: '',
  apiVersion: '',
  maxRetries: 2,
  apiKey: undefined,
  removeApiKey: false,
  hipaaCompliant: false,
  availableToPersonalAgents: true,
};

/** A stored deployment's form: its settings, the key left out (shown masked beside it). */
export const deploymentFormOf = (deployment: ModelDeploymentView): DeploymentFormValues => ({
  isNew: false,
  deploymentName: deployment.deploymentName,
  provider: deployment.provider,
  model: deployment.model,
  baseURL: deployment.baseURL ?? '',
  resourceName: deployment.resourceName ?? '',
  apiVersion: deployment.apiVersion ?? '',
  maxRetries: deployment.maxRetries,
  apiKey: undefined,
  removeApiKey: false,
  hipaaCompliant: deployment.hipaaCompliant,
  availableToPersonalAgents: deployment.availableToPersonalAgents,
});

/** Whether the provider uses the setting (the form draws only those). */
export const usesField = (provider: ModelProviderName, field: ProviderField) =>
  providerFields[provider].includes(field);

/**
 * What the form sends: texts trimmed, empty ones and those the provider does not use null; the
 * key only when one was typed (null when it is to be removed), so a kept key never travels.
 */
export function deploymentInputOf(values: DeploymentFormValues): ModelDeploymentInput {
  const text = (field: 'baseURL' | 'resourceName' | 'apiVersion') =>
    usesField(values.provider, field) ? values[field].trim() || null : null;
  const key = values.apiKey?.trim();
  const apiKey = !usesField(values.provider, 'apiKey')
    ? undefined
    : values.removeApiKey
      ? null
      : key || undefined;
  return {
    provider: values.provider,
    model: values.model.trim(),
    baseURL: text('baseURL'),
    resourceName: text('resourceName'),
    apiVersion: text('apiVersion'),
    maxRetries: values.maxRetries ?? 0,
    ...(apiKey === undefined ? {} : { apiKey }),
    hipaaCompliant: values.hipaaCompliant,
    availableToPersonalAgents: values.availableToPersonalAgents,
  };
}

/** A new deployment's POST body. */
export const newDeploymentOf = (values: DeploymentFormValues): NewModelDeployment => ({
  deploymentName: values.deploymentName.trim(),
  ...deploymentInputOf(values),
});
