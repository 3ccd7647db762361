import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AnswerEngine } from './answer-engine';
import { createAiSdkEngine } from './ai-sdk-engine';
import { coalescingChatCompletionsFetch } from './chat-completions-coalescing';
import { defaultOfflineTokenDelayMs, type ModelDeployment } from './deployments';
import { createOfflineEngine, offlineEngineName } from './offline-engine';

export interface ResolveOptions {
  /** The offline engine's pause between tokens (`PARLEY_OFFLINE_TOKEN_DELAY_MS`). */
  offlineTokenDelayMs?: number;
  /** Receives a provider's raw error for the server log; users see a described message instead. */
  onProviderError?: (error: unknown, deployment: ModelDeployment) => void;
  /**
   * The instance's provider keys (console, instance settings, apiKeys tab): a deployment without
   * an `apiKey` of its own uses its provider's, today the Claude key for `anthropic`.
   */
  instanceKeys?: InstanceProviderKeys;
}

/** The instance's own keys per provider, decrypted for one answer only. */
export interface InstanceProviderKeys {
  anthropic?: string | undefined;
}

type ProviderDeployment = Exclude<ModelDeployment, { provider: 'offline' }>;

/** The chat-completions providers read streams through this (`chat-completions-coalescing.ts`). */
const chatCompletionsFetch = coalescingChatCompletionsFetch();

/** True when the deployment answering for this name is Anthropic's without a key of its own. */
export function usesInstanceAnthropicKey(
  deploymentName: string,
  deployments: readonly ModelDeployment[],
): boolean {
  const deployment = deployments.find((candidate) => candidate.deploymentName === deploymentName);
  return deployment?.provider === 'anthropic' && deployment.apiKey === undefined;
}

/** The deployment's own key, or else the instance's key for its provider. */
function keyOf(
  deployment: ProviderDeployment,
  instanceKeys: InstanceProviderKeys = {},
): string | undefined {
  if (deployment.apiKey !== undefined) return deployment.apiKey;
  return deployment.provider === 'anthropic' ? instanceKeys.anthropic : undefined;
}

function languageModel(
  deployment: ProviderDeployment,
  apiKey: string | undefined,
): LanguageModelV3 {
  const { model } = deployment;
  switch (deployment.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: deployment.baseURL,
        apiKey,
        includeUsage: true,
        fetch: chatCompletionsFetch,
      }).chatModel(model);
    case 'openai':
      return createOpenAI({
        baseURL: deployment.baseURL,
        apiKey,
        fetch: chatCompletionsFetch,
      }).chat(model);
    case 'azure':
      // For Azure the model is the name of the deployment in the Azure OpenAI resource.
      return createAzure({
        resourceName: deployment.resourceName,
        baseURL: deployment.baseURL,
        apiKey,
        apiVersion: deployment.apiVersion,
        fetch: chatCompletionsFetch,
      }).chat(model);
    case 'anthropic':
      return createAnthropic({ baseURL: deployment.baseURL, apiKey }).languageModel(model);
  }
}

/**
 * The name of the engine a deployment answers with (its provider and model), the offline
 * engine's for none: the segment stores it with the question, before the engine is built.
 */
export function engineName(deployment: { provider: string; model: string } | undefined): string {
  return deployment === undefined || deployment.provider === 'offline'
    ? offlineEngineName
    : `${deployment.provider}:${deployment.model}`;
}

/**
 * The engine that answers for an agent's deploymentName: the configured provider and model, or
 * the offline engine when the deployment is not configured (the default of the whole product).
 * Building an engine only creates a client object; nothing connects until a question is asked.
 */
export function resolveAnswerEngine(
  deploymentName: string,
  deployments: readonly ModelDeployment[],
  options: ResolveOptions = {},
): AnswerEngine {
  const deployment = deployments.find((candidate) => candidate.deploymentName === deploymentName);
  if (deployment === undefined || deployment.provider === 'offline') {
    return createOfflineEngine({
      tokenDelayMs: options.offlineTokenDelayMs ?? defaultOfflineTokenDelayMs,
    });
  }
  const { onProviderError } = options;
  const apiKey = keyOf(deployment, options.instanceKeys);
  return createAiSdkEngine(engineName(deployment), {
    model: languageModel(deployment, apiKey),
    modelName: deployment.model,
    maxRetries: deployment.maxRetries,
    errorContext: {
      deploymentName: deployment.deploymentName,
      secrets: apiKey === undefined ? [] : [apiKey],
    },
    onError: onProviderError && ((error) => onProviderError(error, deployment)),
  });
}
