import { describe, expect, it } from 'vitest';
import type { ModelDeployment } from './deployments';
import { resolveAnswerEngine } from './resolve-answer-engine';

const deployments: ModelDeployment[] = [
  {
    deploymentName: 'local',
    provider: 'openai-compatible',
    model: 'llama3.2',
    baseURL: 'http://127.0.0.1:11434/v1',
    maxRetries: 2,
  },
  {
    deploymentName: 'azure-4o',
    provider: 'azure',
    model: 'prod-4o',
    resourceName: 'contoso',
    maxRetries: 2,
  },
  { deploymentName: 'claude', provider: 'anthropic', model: 'claude-sonnet-4-5', maxRetries: 2 },
  { deploymentName: 'demo', provider: 'offline', model: 'offline' },
];

describe('resolveAnswerEngine', () => {
  it('answers with the configured provider and model of the deployment', () => {
    expect(resolveAnswerEngine('local', deployments).name).toBe('openai-compatible:llama3.2');
    expect(resolveAnswerEngine('azure-4o', deployments).name).toBe('azure:prod-4o');
    expect(resolveAnswerEngine('claude', deployments).name).toBe('anthropic:claude-sonnet-4-5');
  });

  it('falls back to the offline engine for a deployment that is not configured', () => {
    expect(resolveAnswerEngine('gpt-4o', deployments).name).toBe('offline');
    expect(resolveAnswerEngine('gpt-4o', []).name).toBe('offline');
  });

  it('uses the offline engine for a deployment configured as offline', () => {
    expect(resolveAnswerEngine('demo', deployments).name).toBe('offline');
  });
});
