import { capabilityTypeSchema, configurationLimits, limits } from '@parley/api-contract';
import type {
  CapabilityType,
  Configuration,
  ConfigurationInput,
  DataSource,
} from '@parley/api-contract';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';

/**
 * The agent editor's rules, in the contract's words and bounds (`configurationInputSchema` is
 * the server's), so a value the server would refuse is flagged on its field before sending.
 */
export const agentFormSchema = object({
  gptSystemName: string()
    .trim()
    .required('Name is required')
    .max(
      limits.agentNameMaxLength,
      `Name exceeds the maximum limit of ${limits.agentNameMaxLength} characters`,
    ),
  introduction: string()
    .defined()
    .max(
      configurationLimits.introductionMaxLength,
      `Introduction must be at most ${configurationLimits.introductionMaxLength} characters`,
    ),
  systemPrompt: string()
    .defined()
    .max(
      configurationLimits.systemPromptMaxLength,
      `System prompt must be at most ${configurationLimits.systemPromptMaxLength} characters`,
    ),
  deploymentName: string().trim().required('Deployment name is required'),
  temperature: number()
    .typeError('Temperature must be a number')
    .required('Temperature must be a number')
    .min(0, 'Temperature must be at least 0')
    .max(2, 'Temperature must be at most 2'),
  topP: number()
    .typeError('Top P must be a number')
    .required('Top P must be a number')
    .min(0, 'Top P must be at least 0')
    .max(1, 'Top P must be at most 1'),
  frequencyPenalty: number()
    .typeError('Frequency penalty must be a number')
    .required('Frequency penalty must be a number')
    .min(-2, 'Frequency penalty must be at least -2')
    .max(2, 'Frequency penalty must be at most 2'),
  maxTokens: number()
    .typeError('Max tokens must be a number')
    .required('Max tokens must be a number')
    .integer('Max tokens must be a whole number')
    .min(1, 'Max tokens must be at least 1')
    .max(
      configurationLimits.maxTokensMax,
      `Max tokens must be at most ${configurationLimits.maxTokensMax}`,
    ),
  capabilityTypes: array(mixed<CapabilityType>().oneOf(capabilityTypeSchema.options).defined())
    .defined()
    .default([]),
  restrictAnswerToInformationReturnedByTools: boolean().defined(),
  /** The chosen guidelines document's id; empty: none (Formik validates '' as undefined). */
  guidelinesDocumentId: string().ensure(),
  /** The ids of the libraries the agent answers from (a system agent's; none for a personal one). */
  dataSources: array(string().defined()).defined().default([]),
});

export type AgentFormValues = InferType<typeof agentFormSchema>;

/** The form's values from a stored configuration. */
export function agentFormValues(configuration: Configuration): AgentFormValues {
  return {
    gptSystemName: configuration.gptSystemName,
    introduction: configuration.introduction,
    systemPrompt: configuration.systemPrompt,
    deploymentName: configuration.deploymentName,
    temperature: configuration.temperature,
    topP: configuration.topP,
    frequencyPenalty: configuration.frequencyPenalty,
    maxTokens: configuration.maxTokens,
    capabilityTypes: [...configuration.capabilityTypes],
    restrictAnswerToInformationReturnedByTools:
      configuration.restrictAnswerToInformationReturnedByTools,
    guidelinesDocumentId: configuration.guidelinesDocumentId ?? '',
    dataSources: configuration.dataSources.map((source) => source.dataSourceId),
  };
}

/**
 * What `PUT .../configStates/{id}` sends: the form's values, trimmed as the server stores them.
 * The chosen libraries go by id with their names (`choices`, else as stored). The language engine
 * follows the deployment.
 */
export function configurationInputOf(
  values: AgentFormValues,
  stored: Configuration,
  choices: readonly DataSource[] = [],
): ConfigurationInput {
  const { dataSources, ...cast } = agentFormSchema.cast(values);
  const nameOf = (dataSourceId: string) =>
    (
      choices.find((source) => source.dataSourceId === dataSourceId) ??
      stored.dataSources.find((source) => source.dataSourceId === dataSourceId)
    )?.name ?? '';
  return {
    ...cast,
    languageEngine: cast.deploymentName,
    dataSources: dataSources.map((dataSourceId) => ({ dataSourceId, name: nameOf(dataSourceId) })),
    guidelinesDocumentId: cast.guidelinesDocumentId || null,
  };
}
