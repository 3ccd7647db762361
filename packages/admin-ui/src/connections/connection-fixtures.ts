import type {
  Connection,
  ConnectionProvider,
  ConnectionProviderConfiguration,
} from '@parley/api-contract';

/*
 * Sample connections, providers and schemas for the connection screens' tests and stories, shaped
 * like the server's answers (`apps/api-server/src/domain/connection-providers.ts`).
 */

export const sampleProviders: ConnectionProvider[] = [
  {
    connectionProviderType: 'openai-compatible',
    name: 'OpenAI-compatible models',
    description: 'A model endpoint with an OpenAI-compatible API: its models become deployments.',
    action: 'SynchronizeModels',
  },
  {
    connectionProviderType: 'website',
    name: 'Website',
    description: 'A website whose pages fill a file library.',
    action: 'Crawl',
  },
];

export const sampleConnectionRoles = [
  { userRoleId: 'role-administrator', name: 'Administrator' },
  { userRoleId: 'role-integrations', name: 'Integrations' },
];

export const sampleOpenAiConfiguration: ConnectionProviderConfiguration = {
  jsonSchema: {
    type: 'object',
    required: ['baseUrl'],
    properties: {
      baseUrl: { type: 'string', title: 'Endpoint address', format: 'uri', maxLength: 2000 },
      apiKey: { type: 'string', title: 'API key', writeOnly: true, maxLength: 500 },
      deploymentPrefix: { type: 'string', title: 'Deployment name prefix', maxLength: 20 },
      contactEmail: { type: 'string', title: 'Contact e-mail', format: 'email' },
      notes: { type: 'string', title: 'Notes' },
    },
  },
  uiSchema: {
    'ui:order': ['baseUrl', 'apiKey', 'deploymentPrefix', 'contactEmail', 'notes'],
    baseUrl: { 'ui:placeholder': 'http://localhost:11434/v1' },
  },
};

export const sampleWebsiteConfiguration: ConnectionProviderConfiguration = {
  jsonSchema: {
    type: 'object',
    required: ['startUrl', 'dataSourceId', 'maxPages', 'maxDepth'],
    properties: {
      startUrl: { type: 'string', title: 'Start address', format: 'uri', maxLength: 2000 },
      dataSourceId: {
        type: 'string',
        title: 'File library',
        oneOf: [{ const: 'library-handbook', title: 'Staff handbook' }],
      },
      maxPages: { type: 'integer', title: 'Page limit', minimum: 1, maximum: 500, default: 50 },
      maxDepth: { type: 'integer', title: 'Depth limit', minimum: 0, maximum: 5, default: 2 },
    },
  },
  uiSchema: { 'ui:order': ['startUrl', 'dataSourceId', 'maxPages', 'maxDepth'] },
};

export function sampleConnection(changes: Partial<Connection> = {}): Connection {
  return {
    connectionId: 'connection-lab',
    name: 'Lab models',
    description: 'The GPU box in the lab.',
    userRoles: [{ userRoleId: 'role-administrator', name: 'Administrator' }],
    connectionProvider: {
      name: 'OpenAI-compatible models',
      connectionProviderType: 'openai-compatible',
    },
    dynamicConfigurationData: JSON.stringify({
      baseUrl: 'http://gpu.lab.example/v1',
      apiKey: '••••abcd',
      deploymentPrefix: 'lab-',
    }),
    lastRun: {
      action: 'SynchronizeModels',
      status: 'Succeeded',
      startedAt: '2026-11-20T09:00:00.000Z',
      finishedAt: '2026-11-20T09:00:01.000Z',
      summary: '2 models added, 0 updated, 0 skipped.',
      problems: [],
    },
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...changes,
  };
}
