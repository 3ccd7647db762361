import type {
  AgentPrompt,
  CapabilityType,
  ConfigurationInput,
  DataSourceType,
  FieldError,
  GptSystemType,
} from '@parley/api-contract';
import type { AgentRow } from '../db/queries/gpt-systems';
import type { AnsweringAgent } from './answer-job';
import type { AgentSummary } from './views';

/**
 * An agent's configuration as a config state and a published version store it: the editor's
 * fields (chat-spec and admin-spec section 3) and the conversation starters.
 */
export interface StoredConfiguration extends ConfigurationInput {
  prompts: AgentPrompt[];
}

/**
 * The kinds of data source this server offers an agent (admin-spec section 7, "GET data-source
 * types"): libraries of files uploaded to Parley, which the FileSearch capability searches.
 */
export const dataSourceTypes: readonly DataSourceType[] = [
  {
    dataSourceType: 'FileLibrary',
    name: 'File library',
    description: 'Files uploaded to Parley, which the agent searches with File search.',
  },
];

/** The offline engine's deployment: it answers without any model provider. */
export const OFFLINE_DEPLOYMENT = 'offline';

/**
 * What a new agent starts with, per type (admin-spec section 7, "Configuration templates"): a
 * personal agent starts plainer, with no tools, since its owner rarely tunes a model.
 */
export function configurationTemplate(
  gptSystemType: GptSystemType,
  defaultDeploymentName: string,
): StoredConfiguration {
  return {
    gptSystemName: '',
    systemPrompt:
      gptSystemType === 'System'
        ? 'You are a helpful assistant for the staff of our organisation. Answer clearly and say when you do not know.'
        : 'You are a helpful assistant.',
    introduction: '',
    deploymentName: defaultDeploymentName,
    languageEngine: defaultDeploymentName,
    temperature: 0.7,
    topP: 1,
    frequencyPenalty: 0,
    maxTokens: 4_000,
    capabilityTypes: [],
    dataSources: [],
    restrictAnswerToInformationReturnedByTools: false,
    guidelinesDocumentId: null,
    prompts: [],
  };
}

/**
 * A configuration as stored (JSON in a draft or a version): the fields added since it was written
 * take their "none" value, so an older draft opens and publishes unchanged.
 */
export function storedConfiguration(stored: unknown): StoredConfiguration {
  const configuration = stored as StoredConfiguration;
  return { ...configuration, guidelinesDocumentId: configuration.guidelinesDocumentId ?? null };
}

/** The configuration an agent answers with today: what the editor opens on an existing agent. */
export function configurationOfAgent(
  agent: AgentRow,
  prompts: readonly AgentPrompt[],
  published: StoredConfiguration | undefined,
): StoredConfiguration {
  // A published version holds the data sources' names too; an agent seeded before versions
  // existed has only their ids (the editor names them from its list of libraries).
  return {
    gptSystemName: agent.name ?? '',
    systemPrompt: agent.systemPrompt,
    introduction: agent.introduction,
    deploymentName: agent.deploymentName,
    languageEngine: agent.languageEngine || agent.deploymentName,
    temperature: agent.temperature ?? 0.7,
    topP: agent.topP ?? 1,
    frequencyPenalty: agent.frequencyPenalty ?? 0,
    maxTokens: agent.maxTokens ?? 4_000,
    capabilityTypes: agent.capabilityTypes as CapabilityType[],
    dataSources:
      published?.dataSources ??
      agent.dataSourceIds.map((dataSourceId) => ({ dataSourceId, name: '' })),
    restrictAnswerToInformationReturnedByTools: agent.restrictAnswerToTools,
    guidelinesDocumentId: agent.guidelinesDocumentId,
    prompts: [...prompts],
  };
}

/** The agent's columns a published configuration sets (what chat reads when it answers). */
export function agentColumnsOf(configuration: StoredConfiguration) {
  return {
    name: configuration.gptSystemName.trim(),
    systemPrompt: configuration.systemPrompt,
    introduction: configuration.introduction,
    deploymentName: configuration.deploymentName,
    languageEngine: configuration.languageEngine,
    temperature: configuration.temperature,
    topP: configuration.topP,
    frequencyPenalty: configuration.frequencyPenalty,
    maxTokens: configuration.maxTokens,
    capabilityTypes: configuration.capabilityTypes,
    dataSourceIds: configuration.dataSources.map((source) => source.dataSourceId),
    visionFileUpload: configuration.capabilityTypes.includes('Vision'),
    restrictAnswerToTools: configuration.restrictAnswerToInformationReturnedByTools,
    guidelinesDocumentId: configuration.guidelinesDocumentId,
  };
}

/** The words of the configuration checks, for the editor and the tests. */
export const configurationMessages = {
  unavailableDeployment: (name: string, available: readonly string[]) =>
    `The deployment "${name}" is not available. Choose one of: ${available.join(', ')}.`,
  unavailableToPersonalAgents: (name: string, available: readonly string[]) =>
    available.length === 0
      ? `The deployment "${name}" is not available to personal agents, and no deployment is open to them on this instance: ask your administrator.`
      : `The deployment "${name}" is not available to personal agents. Choose one of: ${available.join(', ')}.`,
  fileSearchWithoutData:
    'File search is on but no data source is chosen: the agent has nothing to search.',
  restrictWithoutTools:
    'Answers are restricted to what tools return, but no tool that returns information is on.',
  temperatureAndTopP:
    'Both temperature and top P are changed from their defaults; change one of them, not both.',
  nameMissing: 'Name the agent before saving it.',
  guidelinesDocumentGone:
    'The chosen guidelines document no longer exists. Choose another one, or none.',
  unknownDataSource: (name: string) =>
    `The data source "${name}" no longer exists: remove it from the agent's data sources.`,
  personalDataSources:
    "Personal agents cannot search file libraries: the organisation's libraries are for the agents administrators build.",
} as const;

/** What an agent may name: deployments (`domain/model-deployments.ts`, `deploymentsFor`), libraries. */
export interface ConfigurationChoices {
  names: readonly string[];
  /** A personal agent's: the deployments open to personal agents, and no libraries. */
  personal: boolean;
  /** The libraries the agent may search: every one for a system agent. */
  dataSourceIds: ReadonlySet<string>;
}

/**
 * What the server finds wrong with a configuration beyond the contract's field rules (admin-spec
 * section 3: the update answer carries errors and warnings). Errors keep the agent from being
 * saved and the test chat from answering; warnings are advice. Each names its field.
 */
export function checkConfiguration(
  configuration: StoredConfiguration,
  choices: ConfigurationChoices,
): { errors: FieldError[]; warnings: FieldError[] } {
  const errors: FieldError[] = [];
  const warnings: FieldError[] = [];
  if (!choices.names.includes(configuration.deploymentName)) {
    const unavailable = choices.personal
      ? configurationMessages.unavailableToPersonalAgents
      : configurationMessages.unavailableDeployment;
    errors.push({
      field: 'deploymentName',
      message: unavailable(configuration.deploymentName, choices.names),
    });
  }
  if (choices.personal && configuration.dataSources.length > 0) {
    errors.push({ field: 'dataSources', message: configurationMessages.personalDataSources });
  } else {
    for (const source of configuration.dataSources) {
      if (!choices.dataSourceIds.has(source.dataSourceId)) {
        errors.push({
          field: 'dataSources',
          message: configurationMessages.unknownDataSource(source.name || source.dataSourceId),
        });
      }
    }
  }
  const searchesFiles = configuration.capabilityTypes.includes('FileSearch');
  if (searchesFiles && configuration.dataSources.length === 0) {
    warnings.push({ field: 'dataSources', message: configurationMessages.fileSearchWithoutData });
  }
  if (configuration.restrictAnswerToInformationReturnedByTools && !searchesFiles) {
    warnings.push({
      field: 'restrictAnswerToInformationReturnedByTools',
      message: configurationMessages.restrictWithoutTools,
    });
  }
  if (configuration.temperature !== 1 && configuration.topP !== 1) {
    warnings.push({ field: 'topP', message: configurationMessages.temperatureAndTopP });
  }
  return { errors, warnings };
}

/** Errors that keep a configuration from being published (an agent needs a name too). */
export function publishingErrors(
  configuration: StoredConfiguration,
  deployments: ConfigurationChoices,
): FieldError[] {
  const { errors } = checkConfiguration(configuration, deployments);
  if (configuration.gptSystemName.trim() === '') {
    errors.unshift({ field: 'gptSystemName', message: configurationMessages.nameMissing });
  }
  return errors;
}

/** A config state as the test chat needs it: whose draft, of which agent, of which type. */
interface Draft {
  configStateId: string;
  ownerUserId: string;
  gptSystemId: string | null;
  gptSystemType: string;
  configuration: StoredConfiguration;
}

/**
 * The agent the editor's test chat answers as (chat-spec section 7, config-state conversations):
 * the draft's configuration, not yet published, over the agent it edits. A draft of an agent
 * that does not exist yet answers with no agent id, and shows as its config state.
 */
export function draftAgent(draft: Draft, agent: AgentRow | undefined) {
  const columns = agentColumnsOf(draft.configuration);
  const answering: AnsweringAgent = {
    ...columns,
    name: columns.name || null,
    gptSystemId: draft.gptSystemId,
    gptSystemType: draft.gptSystemType,
    publicEndpoint: agent?.publicEndpoint ?? null,
  };
  const shown: AgentSummary = {
    gptSystemId: draft.gptSystemId ?? draft.configStateId,
    name: answering.name,
    gptSystemType: draft.gptSystemType,
    moderationStatus: agent?.moderationStatus ?? 'None',
    ownerUserId: draft.gptSystemType === 'User' ? draft.ownerUserId : null,
  };
  return { answering, shown };
}
