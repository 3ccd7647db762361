import { describe, expect, it } from 'vitest';
import {
  deploymentMessages,
  deploymentPaths,
  deploymentRoutes,
  modelDeploymentInputSchema,
  modelDeploymentProblems,
  newModelDeploymentSchema,
} from './admin-deployments';
import type { ModelDeploymentInput } from './admin-deployments';
import { instanceApiKeyMessages } from './admin-instance-settings';

const input: ModelDeploymentInput = {
  provider: 'openai-compatible',
  model: 'llama3',
  baseURL: 'http://127.0.0.1:11434/v1',
  resourceName: null,
  apiVersion: null,
  maxRetries: 2,
  hipaaCompliant: false,
  availableToPersonalAgents: true,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('model deployment rules (agents tab)', () => {
  it('accepts a deployment without a key, and a key only by the provider-key rules', () => {
    expect(modelDeploymentInputSchema.safeParse(input).success).toBe(true);
    expect(modelDeploymentInputSchema.safeParse({ ...input, apiKey: null }).success).toBe(true);
    expect(messagesOf(modelDeploymentInputSchema.safeParse({ ...input, apiKey: 'short' }))).toEqual(
      [instanceApiKeyMessages.tooShort],
    );
  });

  it('refuses a new name that is empty, too long or not a plain word, in its own words', () => {
    const named = (deploymentName: string) =>
      messagesOf(newModelDeploymentSchema.safeParse({ ...input, deploymentName }));
    expect(named('gpt-4o-mini')).toEqual([]);
    expect(named('azure:eu.west_1')).toEqual([]);
    expect(named('  ')).toEqual([deploymentMessages.nameRequired]);
    expect(named('my deployment')).toEqual([deploymentMessages.nameFormat]);
    expect(named('x'.repeat(65))).toEqual([deploymentMessages.nameTooLong]);
  });

  it('refuses a model left empty, an address that is not http(s) and retries beyond 0 to 5', () => {
    const result = modelDeploymentInputSchema.safeParse({
      ...input,
      model: ' ',
      baseURL: 'ftp://example.com',
      maxRetries: 6,
    });
    expect(messagesOf(result)).toEqual([
      deploymentMessages.modelRequired,
      deploymentMessages.baseUrlFormat,
      deploymentMessages.maxRetries,
    ]);
  });

  it('asks an OpenAI-compatible deployment for its endpoint and an Azure one for its resource', () => {
    expect(modelDeploymentProblems(input)).toEqual([]);
    expect(modelDeploymentProblems({ ...input, baseURL: null })).toEqual([
      { field: 'baseURL', message: deploymentMessages.baseUrlRequired },
    ]);
    expect(modelDeploymentProblems({ ...input, provider: 'azure', baseURL: '' })).toEqual([
      { field: 'resourceName', message: deploymentMessages.azureTarget },
    ]);
    expect(
      modelDeploymentProblems({ ...input, provider: 'azure', baseURL: null, resourceName: 'r' }),
    ).toEqual([]);
    expect(modelDeploymentProblems({ ...input, provider: 'offline', baseURL: null })).toEqual([]);
  });

  it('spells one deployment’s address with its name encoded, under the route pattern', () => {
    expect(deploymentPaths.one('eu/gpt 4')).toBe(
      '/api/internal/admin/instanceSettings/agents/deployments/eu%2Fgpt%204',
    );
    expect(deploymentRoutes.one).toBe(
      '/api/internal/admin/instanceSettings/agents/deployments/:deploymentName',
    );
  });
});
