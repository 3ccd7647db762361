import { connectionLimits, deploymentLimits } from '@parley/api-contract';
import type {
  ConfigurationJsonSchema,
  ConfigurationUiSchema,
  ConnectionProvider,
  ConnectionProviderConfiguration,
  ConnectionProviderType,
} from '@parley/api-contract';

/*
 * The connection providers (admin-spec section 3): each publishes a JSON Schema and a uiSchema the
 * console draws its form from, and the server checks what is saved against the same schema
 * (`configurationProblems`). The website's library setting lists the file libraries that exist
 * when the schema is asked for, so the schema is built per call.
 */

/** The settings an OpenAI-compatible connection stores (as checked by its schema). */
export interface OpenAiCompatibleSettings {
  baseUrl: string;
  apiKey?: string;
  deploymentPrefix?: string;
  contactEmail?: string;
  notes?: string;
}

/** The settings a website connection stores. */
export interface WebsiteSettings {
  startUrl: string;
  dataSourceId: string;
  maxPages: number;
  maxDepth: number;
}

export const websiteCrawlLimits = { maxDepth: 5, maxDepthDefault: 2 } as const;

const openAiCompatibleSchema: ConfigurationJsonSchema = {
  type: 'object',
  required: ['baseUrl'],
  properties: {
    baseUrl: {
      type: 'string',
      title: 'Endpoint address',
      format: 'uri',
      maxLength: deploymentLimits.urlMaxLength,
      description: 'The address its OpenAI-compatible API answers at, ending before /models.',
    },
    apiKey: {
      type: 'string',
      title: 'API key',
      writeOnly: true,
      maxLength: 500,
    },
    deploymentPrefix: {
      type: 'string',
      title: 'Deployment name prefix',
      maxLength: 20,
      description: 'Put before each model name to make its deployment name.',
    },
    contactEmail: { type: 'string', title: 'Contact e-mail', format: 'email' },
    notes: { type: 'string', title: 'Notes' },
  },
};

const openAiCompatibleUi: ConfigurationUiSchema = {
  'ui:order': ['baseUrl', 'apiKey', 'deploymentPrefix', 'contactEmail', 'notes'],
  baseUrl: {
    'ui:placeholder': 'http://localhost:11434/v1',
    'ui:help': 'Each model it lists at {address}/models becomes a model deployment agents can use.',
  },
  apiKey: { 'ui:help': 'Sent as a bearer token. Stored encrypted; shown only masked.' },
  deploymentPrefix: { 'ui:placeholder': 'local-' },
  contactEmail: { 'ui:placeholder': 'ops@example.com' },
};

function websiteSchema(libraries: readonly { dataSourceId: string; name: string }[]) {
  const schema: ConfigurationJsonSchema = {
    type: 'object',
    required: ['startUrl', 'dataSourceId', 'maxPages', 'maxDepth'],
    properties: {
      startUrl: { type: 'string', title: 'Start address', format: 'uri', maxLength: 2000 },
      dataSourceId: {
        type: 'string',
        title: 'File library',
        oneOf: libraries.map((library) => ({ const: library.dataSourceId, title: library.name })),
      },
      maxPages: {
        type: 'integer',
        title: 'Page limit',
        minimum: 1,
        maximum: connectionLimits.crawlPagesMax,
        default: connectionLimits.crawlPagesDefault,
      },
      maxDepth: {
        type: 'integer',
        title: 'Depth limit',
        minimum: 0,
        maximum: websiteCrawlLimits.maxDepth,
        default: websiteCrawlLimits.maxDepthDefault,
      },
    },
  };
  return schema;
}

const websiteUi: ConfigurationUiSchema = {
  'ui:order': ['startUrl', 'dataSourceId', 'maxPages', 'maxDepth'],
  startUrl: {
    'ui:placeholder': 'https://intranet.example.com/handbook/',
    'ui:help': 'Pages of the same origin linked from it are crawled.',
  },
  dataSourceId: { 'ui:help': 'Each page is added to it as an HTML file and indexed there.' },
  maxDepth: { 'ui:help': 'How many links away from the start address a page may be.' },
};

export const connectionProviders: Record<ConnectionProviderType, ConnectionProvider> = {
  'openai-compatible': {
    connectionProviderType: 'openai-compatible',
    name: 'OpenAI-compatible models',
    description:
      'A model endpoint with an OpenAI-compatible API (vLLM, Ollama, LM Studio, llama.cpp): its models become model deployments.',
    action: 'SynchronizeModels',
  },
  website: {
    connectionProviderType: 'website',
    name: 'Website',
    description: 'A website whose pages fill a file library.',
    action: 'Crawl',
  },
};

/** A provider's configuration; the website's lists the libraries given. */
export function providerConfiguration(
  providerType: ConnectionProviderType,
  libraries: readonly { dataSourceId: string; name: string }[],
): ConnectionProviderConfiguration {
  return providerType === 'website'
    ? { jsonSchema: websiteSchema(libraries), uiSchema: websiteUi }
    : { jsonSchema: openAiCompatibleSchema, uiSchema: openAiCompatibleUi };
}
