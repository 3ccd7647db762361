import * as z from 'zod/mini';
import { instanceApiKeyInputSchema } from './admin-instance-settings';
import type { FieldError } from './common';
import { ADMIN_API_PREFIX } from './paths';

/*
 * The agents tab of the instance settings (issue 17, `/admin/instanceSettings/agents`): the model
 * deployments an agent's `deploymentName` names, managed in the console; `PARLEY_MODEL_DEPLOYMENTS`
 * seeds them. Admin-only, apart from `paths.ts` and `config-state.ts`, so the chat's bundle does not
 * carry it.
 */

const agentsSettings = `${ADMIN_API_PREFIX}/instanceSettings/agents`;

/** The agents tab's calls (here rather than in `paths.ts`, which every app loads). */
export const deploymentPaths = {
  /** `GET` the deployments, `POST` a new one. */
  list: () => `${agentsSettings}/deployments`,
  /** `PUT` a deployment's settings, `DELETE` it. */
  one: (deploymentName: string) =>
    `${agentsSettings}/deployments/${encodeURIComponent(deploymentName)}`,
  /** `PUT` which deployment new agents start with. */
  defaultDeployment: () => `${agentsSettings}/defaultDeployment`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const deploymentRoutes = {
  list: deploymentPaths.list(),
  one: `${agentsSettings}/deployments/:deploymentName`,
  defaultDeployment: deploymentPaths.defaultDeployment(),
} as const;

export const modelProviders = [
  'openai-compatible',
  'openai',
  'azure',
  'anthropic',
  'offline',
] as const;
export const modelProviderSchema = z.enum(modelProviders);
export type ModelProviderName = z.infer<typeof modelProviderSchema>;

/** The provider settings beyond the model; which ones a provider uses is `providerFields`. */
export type ProviderField = 'baseURL' | 'resourceName' | 'apiVersion' | 'apiKey' | 'maxRetries';

/**
 * The settings each provider uses (the console draws only these; the server stores the others as
 * empty). The offline engine answers on this server and needs none.
 */
export const providerFields: Record<ModelProviderName, readonly ProviderField[]> = {
  'openai-compatible': ['baseURL', 'apiKey', 'maxRetries'],
  openai: ['baseURL', 'apiKey', 'maxRetries'],
  azure: ['resourceName', 'baseURL', 'apiVersion', 'apiKey', 'maxRetries'],
  anthropic: ['baseURL', 'apiKey', 'maxRetries'],
  offline: [],
};

/**
 * Where a stored deployment came from: `builtin` is the offline engine every instance starts with,
 * `environment` was seeded from `PARLEY_MODEL_DEPLOYMENTS`, `console` was added or last changed in
 * the console, `connection` was made by synchronizing a connection's models (its address and key
 * follow the connection).
 */
export const deploymentSources = ['builtin', 'environment', 'console', 'connection'] as const;
export type DeploymentSource = (typeof deploymentSources)[number];

export const deploymentLimits = {
  nameMaxLength: 64,
  modelMaxLength: 200,
  urlMaxLength: 2000,
  resourceNameMaxLength: 100,
  apiVersionMaxLength: 50,
  maxRetries: 5,
} as const;

/** A new deployment's name: what agents refer to it by, so it cannot change later. */
export const deploymentNamePattern = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

export const deploymentMessages = {
  nameRequired: 'Enter the deployment name.',
  nameFormat:
    'A deployment name starts with a letter or digit and holds only letters, digits, dots, hyphens, underscores and colons (for example "gpt-4o-mini").',
  nameTooLong: `A deployment name has at most ${deploymentLimits.nameMaxLength} characters.`,
  nameTaken: (name: string) => `A deployment named "${name}" already exists.`,
  notFound: (name: string) => `No deployment is named "${name}".`,
  modelRequired: 'Enter the model.',
  modelTooLong: `The model has at most ${deploymentLimits.modelMaxLength} characters.`,
  baseUrlFormat: 'Enter an http or https address, for example "https://api.example.com/v1".',
  baseUrlTooLong: `The address has at most ${deploymentLimits.urlMaxLength} characters.`,
  baseUrlRequired: 'Enter the endpoint address: an OpenAI-compatible deployment needs one.',
  azureTarget: 'Enter the Azure resource name, or an endpoint address instead.',
  resourceNameTooLong: `The resource name has at most ${deploymentLimits.resourceNameMaxLength} characters.`,
  apiVersionTooLong: `The API version has at most ${deploymentLimits.apiVersionMaxLength} characters.`,
  maxRetries: `Enter a whole number from 0 to ${deploymentLimits.maxRetries}.`,
  defaultUndeletable: (name: string) =>
    `"${name}" is the default deployment and cannot be deleted. Choose another default first.`,
  inUse: (name: string, agents: number) =>
    `"${name}" cannot be deleted while ${agents} ${agents === 1 ? 'agent answers' : 'agents answer'} with it. Move ${agents === 1 ? 'it' : 'them'} to another deployment first.`,
  notForPersonalAgents: (name: string) =>
    `The deployment "${name}" is not available to personal agents on this instance. Your question was not sent; choose another deployment for this agent.`,
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Optional text: null or empty when not given (the server stores either as null). */
const optionalText = (maxLength: number, tooLong: string) =>
  z.nullable(z.string().check(z.trim(), z.maxLength(maxLength, tooLong)));

/**
 * What the console's deployment form sends (`PUT .../deployments/{name}`; POST adds the name).
 * `apiKey` travels only when it changes: absent keeps the stored key, null removes it, text
 * replaces it (sealed at once, never answered). `modelDeploymentProblems` adds the rules that
 * depend on the provider.
 */
export const modelDeploymentInputSchema = z.object({
  provider: modelProviderSchema,
  model: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, deploymentMessages.modelRequired),
      z.maxLength(deploymentLimits.modelMaxLength, deploymentMessages.modelTooLong),
    ),
  baseURL: z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(deploymentLimits.urlMaxLength, deploymentMessages.baseUrlTooLong),
      z.refine((url) => url === '' || isHttpUrl(url), deploymentMessages.baseUrlFormat),
    ),
  ),
  resourceName: optionalText(
    deploymentLimits.resourceNameMaxLength,
    deploymentMessages.resourceNameTooLong,
  ),
  apiVersion: optionalText(
    deploymentLimits.apiVersionMaxLength,
    deploymentMessages.apiVersionTooLong,
  ),
  maxRetries: z
    .number(deploymentMessages.maxRetries)
    .check(
      z.int(deploymentMessages.maxRetries),
      z.gte(0, deploymentMessages.maxRetries),
      z.lte(deploymentLimits.maxRetries, deploymentMessages.maxRetries),
    ),
  apiKey: z.optional(z.nullable(instanceApiKeyInputSchema.shape.key)),
  /** May answer in HIPAA mode: set it only for a provider under a business associate agreement. */
  hipaaCompliant: z.boolean(),
  /** Personal agents may choose it (they are refused any other). */
  availableToPersonalAgents: z.boolean(),
});

export const newModelDeploymentSchema = z.extend(modelDeploymentInputSchema, {
  deploymentName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: deploymentMessages.nameRequired, abort: true }),
      z.maxLength(deploymentLimits.nameMaxLength, deploymentMessages.nameTooLong),
      z.regex(deploymentNamePattern, deploymentMessages.nameFormat),
    ),
});

/**
 * The rules that depend on the provider, each naming its field: an OpenAI-compatible deployment
 * needs its endpoint, an Azure one its resource or an endpoint. The server refuses a deployment
 * that has any (400); the console's form shows the same words before saving.
 */
export function modelDeploymentProblems(
  input: Pick<ModelDeploymentInput, 'provider' | 'baseURL' | 'resourceName'>,
): FieldError[] {
  if (input.provider === 'openai-compatible' && !input.baseURL) {
    return [{ field: 'baseURL', message: deploymentMessages.baseUrlRequired }];
  }
  if (input.provider === 'azure' && !input.resourceName && !input.baseURL) {
    return [{ field: 'resourceName', message: deploymentMessages.azureTarget }];
  }
  return [];
}

/** A deployment as every call answers it: the key only masked (`••••abcd`), never whole. */
export const modelDeploymentSchema = z.object({
  deploymentName: z.string(),
  provider: modelProviderSchema,
  model: z.string(),
  baseURL: z.nullable(z.string()),
  resourceName: z.nullable(z.string()),
  apiVersion: z.nullable(z.string()),
  maxRetries: z.number(),
  /** The stored key's last four characters behind dots; null when it has none. */
  maskedApiKey: z.nullable(z.string()),
  hipaaCompliant: z.boolean(),
  availableToPersonalAgents: z.boolean(),
  /** What new agents start with; exactly one deployment is. */
  isDefault: z.boolean(),
  source: z.enum(deploymentSources),
  /**
   * The connection whose models it was made from (source `connection`); optional so samples
   * written before connections stay valid.
   */
  connection: z.optional(z.nullable(z.object({ connectionId: z.string(), name: z.string() }))),
  /** How many agents (not deleted) answer with it: such a deployment cannot be deleted. */
  agentCount: z.number(),
});

/** `GET .../instanceSettings/agents/deployments`, by name. */
export const modelDeploymentListSchema = z.object({ items: z.array(modelDeploymentSchema) });

/** `PUT .../instanceSettings/agents/defaultDeployment`. */
export const defaultDeploymentSchema = z.object({
  deploymentName: z.string().check(z.minLength(1), z.maxLength(500)),
});

export type ModelDeploymentInput = z.infer<typeof modelDeploymentInputSchema>;
export type NewModelDeployment = z.infer<typeof newModelDeploymentSchema>;
export type ModelDeploymentView = z.infer<typeof modelDeploymentSchema>;
export type ModelDeploymentList = z.infer<typeof modelDeploymentListSchema>;
export type DefaultDeployment = z.infer<typeof defaultDeploymentSchema>;
