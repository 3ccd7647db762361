import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV3 } from '@ai-sdk/provider';
import { embedMany } from 'ai';
import type { ModelDeployment } from './deployments';

/**
 * Embeddings for libraries searched by meaning (issue 16): the deployment's model through the AI
 * SDK. OpenAI-compatible endpoints (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio, llama.cpp
 * server) serve embeddings; Anthropic and the offline engine make none.
 */

/** Turns texts into vectors, in the order given. */
export type Embedder = (texts: readonly string[], signal?: AbortSignal) => Promise<number[][]>;

/** A deployment that can embed: every provider but Anthropic and the offline engine. */
export function canEmbed(deployment: Pick<ModelDeployment, 'provider'>): boolean {
  return deployment.provider !== 'anthropic' && deployment.provider !== 'offline';
}

function embeddingModel(deployment: ModelDeployment): EmbeddingModelV3 {
  switch (deployment.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: deployment.baseURL,
        apiKey: deployment.apiKey,
      }).textEmbeddingModel(deployment.model);
    case 'openai':
      return createOpenAI({ baseURL: deployment.baseURL, apiKey: deployment.apiKey }).embedding(
        deployment.model,
      );
    case 'azure':
      return createAzure({
        resourceName: deployment.resourceName,
        baseURL: deployment.baseURL,
        apiKey: deployment.apiKey,
        apiVersion: deployment.apiVersion,
      }).embedding(deployment.model);
    case 'anthropic':
    case 'offline':
      throw new Error(`The deployment "${deployment.deploymentName}" makes no embeddings.`);
  }
}

/** Texts sent to the provider per request: providers cap a request's inputs (OpenAI at 2048). */
const batchSize = 96;

export function createEmbedder(deployment: ModelDeployment): Embedder {
  const model = embeddingModel(deployment);
  const maxRetries = 'maxRetries' in deployment ? deployment.maxRetries : 2;
  return async (texts, signal) => {
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += batchSize) {
      const { embeddings } = await embedMany({
        model,
        values: texts.slice(start, start + batchSize),
        maxRetries,
        abortSignal: signal,
      });
      vectors.push(...embeddings);
    }
    return vectors;
  };
}
