import { describe, expect, it } from 'vitest';
import { loadDeploymentsFromEnv, loadOfflineTokenDelayFromEnv } from './deployments';

function load(value: unknown) {
  return loadDeploymentsFromEnv({ PARLEY_MODEL_DEPLOYMENTS: JSON.stringify(value) });
}

describe('loadDeploymentsFromEnv', () => {
  it('has no deployments when PARLEY_MODEL_DEPLOYMENTS is unset or blank', () => {
    expect(loadDeploymentsFromEnv({})).toEqual([]);
    expect(loadDeploymentsFromEnv({ PARLEY_MODEL_DEPLOYMENTS: '  ' })).toEqual([]);
  });

  it('reads every provider, filling in the defaults', () => {
    const deployments = load([
      {
        deploymentName: 'local',
        provider: 'openai-compatible',
        model: 'llama3.2',
        baseURL: 'http://127.0.0.1:11434/v1',
      },
      { deploymentName: 'gpt-4o', provider: 'openai', model: 'gpt-4o', apiKey: 'sk-a' },
      {
        deploymentName: 'azure-4o',
        provider: 'azure',
        model: 'prod-4o',
        resourceName: 'contoso',
        apiVersion: 'v1',
      },
      {
        deploymentName: 'claude',
        provider: 'anthropic',
        model: 'claude-sonnet-4-5',
        maxRetries: 0,
      },
      { deploymentName: 'demo', provider: 'offline' },
    ]);
    expect(
      deployments.map((deployment) => [
        deployment.deploymentName,
        deployment.provider,
        deployment.model,
      ]),
    ).toEqual([
      ['local', 'openai-compatible', 'llama3.2'],
      ['gpt-4o', 'openai', 'gpt-4o'],
      ['azure-4o', 'azure', 'prod-4o'],
      ['claude', 'anthropic', 'claude-sonnet-4-5'],
      ['demo', 'offline', 'offline'],
    ]);
    expect(deployments[0]).toMatchObject({ maxRetries: 2 });
    expect(deployments[3]).toMatchObject({ maxRetries: 0 });
  });

  it('names the field and the allowed values for an unknown provider', () => {
    expect(() => load([{ deploymentName: 'x', provider: 'gemini', model: 'm' }])).toThrow(
      'PARLEY_MODEL_DEPLOYMENTS[0].provider must be one of "openai-compatible", "openai", "azure", "anthropic", "offline"',
    );
  });

  it('requires a baseURL for an openai-compatible deployment', () => {
    expect(() =>
      load([{ deploymentName: 'x', provider: 'openai-compatible', model: 'm' }]),
    ).toThrow('PARLEY_MODEL_DEPLOYMENTS[0].baseURL must be an http or https URL');
  });

  it('refuses a baseURL that is not http or https', () => {
    expect(() =>
      load([
        { deploymentName: 'x', provider: 'openai', model: 'm', baseURL: 'file:///etc/passwd' },
      ]),
    ).toThrow('PARLEY_MODEL_DEPLOYMENTS[0].baseURL must be an http or https URL');
  });

  it('requires a resourceName or a baseURL for azure', () => {
    expect(() => load([{ deploymentName: 'x', provider: 'azure', model: 'm' }])).toThrow(
      'PARLEY_MODEL_DEPLOYMENTS[0].resourceName is required for azure (or give baseURL)',
    );
  });

  it('refuses a misspelt field rather than ignoring it', () => {
    expect(() =>
      load([{ deploymentName: 'x', provider: 'openai', model: 'm', baseUrl: 'https://a.example' }]),
    ).toThrow('PARLEY_MODEL_DEPLOYMENTS[0] Unrecognized key: "baseUrl"');
  });

  it('refuses an empty model and a second deployment with the same name, listing both problems', () => {
    expect(() =>
      load([
        { deploymentName: 'x', provider: 'openai', model: 'gpt-4o' },
        { deploymentName: 'x', provider: 'openai', model: ' ' },
      ]),
    ).toThrow(
      'Invalid model deployments:\n' +
        '- PARLEY_MODEL_DEPLOYMENTS[1].model must be a non-empty string, e.g. "gpt-4o-mini"\n' +
        '- PARLEY_MODEL_DEPLOYMENTS[1].deploymentName must be unique; "x" appears more than once',
    );
  });

  it('says the variable is not JSON without repeating its content (it may hold a key)', () => {
    const load = () =>
      loadDeploymentsFromEnv({ PARLEY_MODEL_DEPLOYMENTS: '[{"apiKey": "sk-secret-123456"' });
    expect(load).toThrow(
      'PARLEY_MODEL_DEPLOYMENTS must be a JSON array of deployments; it is not valid JSON.',
    );
    expect(load).not.toThrow(/sk-secret/);
  });

  it('asks for an array when given a single object', () => {
    expect(() => load({ deploymentName: 'x', provider: 'offline' })).toThrow(
      'PARLEY_MODEL_DEPLOYMENTS must be a JSON array of deployments',
    );
  });
});

describe('loadOfflineTokenDelayFromEnv', () => {
  it('paces offline tokens 20 ms apart by default', () => {
    expect(loadOfflineTokenDelayFromEnv({})).toBe(20);
  });

  it('reads PARLEY_OFFLINE_TOKEN_DELAY_MS, 0 included', () => {
    expect(loadOfflineTokenDelayFromEnv({ PARLEY_OFFLINE_TOKEN_DELAY_MS: '0' })).toBe(0);
    expect(loadOfflineTokenDelayFromEnv({ PARLEY_OFFLINE_TOKEN_DELAY_MS: '35' })).toBe(35);
  });

  it('refuses a delay that is not a whole number of milliseconds', () => {
    expect(() => loadOfflineTokenDelayFromEnv({ PARLEY_OFFLINE_TOKEN_DELAY_MS: 'fast' })).toThrow(
      'PARLEY_OFFLINE_TOKEN_DELAY_MS must be a whole number of milliseconds from 0 to 10000, not "fast".',
    );
  });
});
