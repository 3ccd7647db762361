import * as z from 'zod/mini';
import { fieldErrorSchema, idSchema, isoDateTimeSchema, requiredText } from './common';
import { limits } from './constants';
import {
  agentPromptSchema,
  capabilityTypeSchema,
  gptSystemSchema,
  gptSystemTypeSchema,
} from './gpt-system';

/**
 * The agent editor's working copy of an agent (chat-spec section 3 "Config state", admin-spec
 * section 3 "Agent configuration state"). The spec names the fields; their bounds are a design:
 * they follow what model APIs accept, so a bad value is refused before it reaches the model.
 */

/** Bounds of the editor's fields (design: the specs give none besides the name's). */
export const configurationLimits = {
  systemPromptMaxLength: 32_000,
  introductionMaxLength: 4_000,
  modelNameMaxLength: 200,
  maxTokensMax: 128_000,
  dataSourcesMax: 50,
} as const;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** A data source the agent may search, as the editor lists it (design: the spec shows no shape). */
export const dataSourceSchema = z.object({
  dataSourceId: idSchema,
  name: z.string(),
});

/** The settings the editor changes; `PUT /api/internal/configStates/{configStateId}` sends them. */
export const configurationInputSchema = z.object({
  gptSystemName: requiredText(
    'Name is required',
    limits.agentNameMaxLength,
    `Name exceeds the maximum limit of ${limits.agentNameMaxLength} characters`,
  ),
  systemPrompt: z
    .string()
    .check(
      z.maxLength(
        configurationLimits.systemPromptMaxLength,
        `System prompt must be at most ${configurationLimits.systemPromptMaxLength} characters`,
      ),
    ),
  introduction: z
    .string()
    .check(
      z.maxLength(
        configurationLimits.introductionMaxLength,
        `Introduction must be at most ${configurationLimits.introductionMaxLength} characters`,
      ),
    ),
  deploymentName: requiredText(
    'Deployment name is required',
    configurationLimits.modelNameMaxLength,
    `Deployment name must be at most ${configurationLimits.modelNameMaxLength} characters`,
  ),
  languageEngine: requiredText(
    'Language engine is required',
    configurationLimits.modelNameMaxLength,
    `Language engine must be at most ${configurationLimits.modelNameMaxLength} characters`,
  ),
  temperature: z
    .number()
    .check(z.gte(0, 'Temperature must be at least 0'), z.lte(2, 'Temperature must be at most 2')),
  topP: z.number().check(z.gte(0, 'Top P must be at least 0'), z.lte(1, 'Top P must be at most 1')),
  frequencyPenalty: z
    .number()
    .check(
      z.gte(-2, 'Frequency penalty must be at least -2'),
      z.lte(2, 'Frequency penalty must be at most 2'),
    ),
  maxTokens: z
    .number()
    .check(
      z.int('Max tokens must be a whole number'),
      z.gte(1, 'Max tokens must be at least 1'),
      z.lte(
        configurationLimits.maxTokensMax,
        `Max tokens must be at most ${configurationLimits.maxTokensMax}`,
      ),
    ),
  capabilityTypes: z
    .array(capabilityTypeSchema)
    .check(z.refine(unique, 'Capability types must not repeat')),
  dataSources: z.array(dataSourceSchema).check(
    z.maxLength(
      configurationLimits.dataSourcesMax,
      `Data sources must be at most ${configurationLimits.dataSourcesMax}`,
    ),
    z.refine(
      (sources) => unique(sources.map(({ dataSourceId }) => dataSourceId)),
      'Data sources must not repeat',
    ),
  ),
  restrictAnswerToInformationReturnedByTools: z.boolean(),
  /**
   * The guidelines document users read (and, when it requires consent, accept) before the agent
   * answers them (chat-spec section 5); null: none.
   */
  guidelinesDocumentId: z.nullable(idSchema),
});

/**
 * The stored configuration: the editable settings plus its id and the agent's prompts. A new
 * config state has no name yet, so the stored name may be empty.
 */
export const configurationSchema = z.extend(configurationInputSchema, {
  configStateId: idSchema,
  gptSystemName: z.string(),
  prompts: z.array(agentPromptSchema),
});

/** A configuration template: what a new agent of a type starts with (no config state yet). */
export const configurationTemplateSchema = z.extend(configurationInputSchema, {
  gptSystemName: z.string(),
  prompts: z.array(agentPromptSchema),
});

/**
 * A config state: the configuration, the agent it edits (null until `createGptSystem`), its type,
 * whether the server found validation errors (chat input stays disabled while it has), and its
 * icon's version.
 */
export const configStateSchema = z.object({
  configuration: configurationSchema,
  gptSystem: z.nullable(gptSystemSchema),
  gptSystemType: gptSystemTypeSchema,
  hasValidationErrors: z.boolean(),
  /** The version of the draft's icon (the `?v=` of its address); null when it has none. */
  avatarVersion: z.nullable(z.number().check(z.int())),
});

/** The update answer may carry errors and warnings (admin-spec section 3). */
export const updateConfigStateResponseSchema = z.extend(configStateSchema, {
  errors: z.array(fieldErrorSchema),
  warnings: z.array(fieldErrorSchema),
});

const booleanQuery = z.optional(
  z.pipe(
    z.enum(['true', 'false'], { message: 'must be true or false' }),
    z.transform((value) => value === 'true'),
  ),
);

/**
 * `POST .../configStates/byGptSystemType/{gptSystemType}`: a new agent's config state. By default
 * the user's unfinished draft of that type is reused; `forceCreate` starts a fresh one.
 */
export const createConfigStateByTypeQuerySchema = z.object({
  forceCreate: booleanQuery,
  hipaaCompliant: booleanQuery,
});

/** A guidelines document the editor offers an agent (design: the spec shows no shape). */
export const guidelinesDocumentChoiceSchema = z.object({
  guidelinesDocumentId: idSchema,
  title: z.string(),
  requireConsent: z.boolean(),
});

/** What the agent editor may choose from (design: the spec names the call, not its shape). */
export const dataSourcesAndCapabilitiesSchema = z.object({
  dataSources: z.array(dataSourceSchema),
  capabilityTypes: z.array(capabilityTypeSchema),
  guidelinesDocuments: z.array(guidelinesDocumentChoiceSchema),
});

/**
 * A published version of an agent (design: the specs name no versions). Each save of a config
 * state over its agent (`createGptSystem`, `updateGptSystem`) publishes the next one; chat answers
 * with the newest. `GET .../common/management/{gptSystemId}/versions` lists them, newest first.
 */
export const agentVersionSchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  gptSystemName: z.string(),
  publishedAt: isoDateTimeSchema,
  /** Who published it, by display name. */
  publishedBy: z.string(),
});

export const agentVersionListSchema = z.object({ items: z.array(agentVersionSchema) });

/**
 * A model deployment the editor may choose (`GET .../configStates/deployments`): the configured
 * ones and the offline engine, which answers without a model provider.
 */
export const deploymentSchema = z.object({
  deploymentName: z.string(),
  /** `offline`, `openai`, `azure-openai`, `anthropic` or `openai-compatible`. */
  provider: z.string(),
  model: z.string(),
});

export const deploymentListSchema = z.object({
  items: z.array(deploymentSchema),
  /** What a new agent starts with. */
  defaultDeploymentName: z.string(),
});

/**
 * A kind of data source the instance offers (`GET .../configStates/dataSourceTypes`, admin-spec
 * section 7; the shape is a design): what the editor's data-source choices are grouped by.
 */
export const dataSourceTypeSchema = z.object({
  dataSourceType: z.string(),
  name: z.string(),
  description: z.string(),
});

export const dataSourceTypeListSchema = z.object({ items: z.array(dataSourceTypeSchema) });

export type DataSource = z.infer<typeof dataSourceSchema>;
export type DataSourceType = z.infer<typeof dataSourceTypeSchema>;
export type DataSourceTypeList = z.infer<typeof dataSourceTypeListSchema>;
export type ConfigurationInput = z.infer<typeof configurationInputSchema>;
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigState = z.infer<typeof configStateSchema>;
export type ConfigurationTemplate = z.infer<typeof configurationTemplateSchema>;
export type UpdateConfigStateResponse = z.infer<typeof updateConfigStateResponseSchema>;
export type CreateConfigStateByTypeQuery = z.input<typeof createConfigStateByTypeQuerySchema>;
export type DataSourcesAndCapabilities = z.infer<typeof dataSourcesAndCapabilitiesSchema>;
export type GuidelinesDocumentChoice = z.infer<typeof guidelinesDocumentChoiceSchema>;
export type AgentVersion = z.infer<typeof agentVersionSchema>;
export type AgentVersionList = z.infer<typeof agentVersionListSchema>;
export type Deployment = z.infer<typeof deploymentSchema>;
export type DeploymentList = z.infer<typeof deploymentListSchema>;
