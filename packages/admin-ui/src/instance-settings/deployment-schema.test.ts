import {
  deploymentMessages,
  modelDeploymentProblems,
  newModelDeploymentSchema,
} from '@parley/api-contract';
import { formFieldMessages, schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import {
  deploymentFormOf,
  deploymentFormSchema,
  deploymentInputOf,
  newDeploymentForm,
  newDeploymentOf,
} from './deployment-schema';

const filled = {
  ...newDeploymentForm,
  deploymentName: 'local-llm',
  model: 'llama3.2',
  baseURL: 'http://127.0.0.1:11434/v1',
};

describe('deploymentFormSchema', () => {
  it('refuses a bad name, model, address, retries or key in the same words as the contract', async () => {
    const inputs = [
      filled,
      { ...filled, deploymentName: 'has spaces' },
      { ...filled, deploymentName: 'x'.repeat(65) },
      { ...filled, model: 'm'.repeat(201) },
      { ...filled, baseURL: 'ftp://example.com' },
      { ...filled, maxRetries: 6 },
      { ...filled, maxRetries: 1.5 },
      { ...filled, apiKey: 'too-short' },
      { ...filled, apiKey: 'a key with spaces in it' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: deploymentFormSchema,
        contractSchema: newModelDeploymentSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it('puts the provider’s rules on the field they name, as the server does', async () => {
    const noEndpoint = { ...filled, baseURL: '' };
    expect(await formFieldMessages(deploymentFormSchema, noEndpoint)).toEqual({
      baseURL: deploymentMessages.baseUrlRequired,
    });
    expect(modelDeploymentProblems(deploymentInputOf(noEndpoint))).toEqual([
      { field: 'baseURL', message: deploymentMessages.baseUrlRequired },
    ]);
    const azure = { ...filled, provider: 'azure' as const, baseURL: '' };
    expect(await formFieldMessages(deploymentFormSchema, azure)).toEqual({
      resourceName: deploymentMessages.azureTarget,
    });
  });

  it('checks only the settings the provider uses', async () => {
    const offline = { ...filled, provider: 'offline' as const, baseURL: 'not an address' };
    expect(await formFieldMessages(deploymentFormSchema, offline)).toEqual({});
    expect(deploymentInputOf({ ...offline, apiKey: 'sk-typed-but-hidden-key' })).toEqual({
      provider: 'offline',
      model: 'llama3.2',
      baseURL: null,
      resourceName: null,
      apiVersion: null,
      maxRetries: 2,
      hipaaCompliant: false,
      availableToPersonalAgents: true,
    });
  });

  it('sends a key only when one is typed, null to remove it, and never the stored one', () => {
    const stored = deploymentFormOf({
      ...deploymentInputOf(filled),
      deploymentName: 'local-llm',
      maskedApiKey: '••••Qz7w',
      isDefault: false,
      source: 'console',
      agentCount: 0,
    });
    expect(deploymentInputOf(stored)).not.toHaveProperty('apiKey');
    expect(deploymentInputOf({ ...stored, apiKey: '' })).not.toHaveProperty('apiKey');
    expect(deploymentInputOf({ ...stored, apiKey: ' sk-new-key-123456 ' }).apiKey).toBe(
      'sk-new-key-123456',
    );
    expect(deploymentInputOf({ ...stored, removeApiKey: true }).apiKey).toBeNull();
    expect(newDeploymentOf({ ...filled, deploymentName: ' local-llm ' }).deploymentName).toBe(
      'local-llm',
    );
  });
});
