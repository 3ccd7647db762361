import type { DeploymentSource, ModelProviderName } from '@parley/api-contract';

/** The agents tab's words (issue 17), for the screen, its tests, its story and the journeys. */
export const agentsSettingsMessages = {
  tab: 'Agents',
  defaultForm: 'Default deployment',
  defaultDeployment: 'Default deployment',
  defaultDeploymentHelp:
    'What new agents start with. A personal agent starts with it when personal agents may use it, else with the first deployment they may.',
  listHeading: 'Model deployments',
  listHelp:
    'The providers and models agents answer with. An agent names its deployment; the built-in offline engine answers without any provider. Deployments in PARLEY_MODEL_DEPLOYMENTS are added here when the server starts, unless one of the same name is here already.',
  columns: {
    name: 'Deployment',
    provider: 'Provider',
    model: 'Model',
    key: 'Key',
    hipaa: 'HIPAA',
    personalAgents: 'Personal agents',
    agents: 'Agents using it',
    actions: 'Actions',
  },
  defaultBadge: 'Default',
  sources: {
    builtin: 'Built in',
    environment: 'From the environment',
    console: 'Added here',
    connection: 'From a connection',
  } satisfies Record<DeploymentSource, string>,
  noKey: 'None',
  yes: 'Yes',
  no: 'No',
  add: 'Add deployment',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: 'Delete',
  deleteHeading: (name: string) => `Delete the deployment "${name}"?`,
  deleteFromEnvironment: (name: string) =>
    `Delete the deployment "${name}"? PARLEY_MODEL_DEPLOYMENTS names it, so the server adds it again at its next start.`,
  deleted: (name: string) => `Deployment "${name}" deleted`,
  deleteFailed: (name: string) => `The deployment "${name}" could not be deleted`,
  isDefault: 'The default deployment cannot be deleted: choose another default first.',
  inUse: (agents: number) =>
    `${agents === 1 ? 'An agent answers' : `${agents} agents answer`} with it: move ${agents === 1 ? 'it' : 'them'} to another deployment first.`,
  formOpen: 'Save or cancel the deployment being edited first.',
  newHeading: 'New deployment',
  editHeading: (name: string) => `Edit the deployment "${name}"`,
  name: 'Name',
  nameHelp:
    'What agents refer to it by, for example "gpt-4o-mini". It cannot be changed once the deployment exists.',
  provider: 'Provider',
  providers: {
    'openai-compatible': 'OpenAI-compatible (Ollama, vLLM, LM Studio, llama.cpp…)',
    openai: 'OpenAI',
    azure: 'Azure OpenAI',
    anthropic: 'Anthropic',
    offline: 'Offline engine (on this server)',
  } satisfies Record<ModelProviderName, string>,
  model: 'Model',
  modelHelp: {
    'openai-compatible': 'The model the endpoint serves, for example "llama3.2".',
    openai: 'For example "gpt-4o-mini".',
    azure: 'The name of the deployment in the Azure OpenAI resource.',
    anthropic: 'For example "claude-sonnet-4-5".',
    offline: 'Any label; the offline engine answers whatever it says.',
  } satisfies Record<ModelProviderName, string>,
  baseURL: 'Endpoint address',
  baseUrlHelp: {
    'openai-compatible': 'Required, for example "http://localhost:11434/v1".',
    openai: 'Leave it empty for OpenAI itself.',
    azure: 'Instead of the resource name, for example a proxy in front of it.',
    anthropic: 'Leave it empty for Anthropic itself.',
    offline: '',
  } satisfies Record<ModelProviderName, string>,
  resourceName: 'Azure resource name',
  resourceNameHelp: 'The resource in https://{resource}.openai.azure.com.',
  apiVersion: 'API version',
  apiVersionHelp: 'Leave it empty for the provider’s default.',
  maxRetries: 'Retries',
  maxRetriesHelp: 'How often a failed request is tried again before the answer starts, 0 to 5.',
  apiKey: 'API key',
  apiKeyHelp:
    'Sent to the provider with each question. Once saved, only its last four characters are shown.',
  anthropicKeyHelp:
    'Leave it empty to use the instance’s Claude API key (API keys tab). Once saved, only its last four characters are shown.',
  removeApiKey: 'Remove the saved key',
  removeApiKeyHelp: 'Save without a key (an endpoint that needs none).',
  hipaaCompliant: 'May answer in HIPAA mode',
  hipaaCompliantHelp:
    'Only for a provider that has signed a business associate agreement for this use.',
  availableToPersonalAgents: 'Personal agents may use it',
  availableToPersonalAgentsHelp:
    'Staff choose it for their own agents. Switched off, personal agents already using it are refused questions until their owners choose another.',
  saved: (name: string) => `Deployment "${name}" saved`,
  saveFailed: 'The deployment could not be saved',
  loading: 'Loading the deployments',
  loadFailed: 'The deployments could not be loaded',
} as const;
