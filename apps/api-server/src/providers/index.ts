export { engineName, resolveAnswerEngine, usesInstanceAnthropicKey } from './resolve-answer-engine';
export {
  defaultOfflineTokenDelayMs,
  deploymentsVariable,
  loadDeploymentsFromEnv,
  loadOfflineTokenDelayFromEnv,
  modelDeploymentSchema,
  modelDeploymentsSchema,
  offlineTokenDelayVariable,
  parseDeployments,
} from './deployments';

export type {
  AnswerDocument,
  AnswerEngine,
  AnswerEvent,
  AnswerFile,
  AnswerImage,
  AnswerMessage,
  AnswerRequest,
  Citation,
} from './answer-engine';
export type { ModelDeployment, ModelProvider } from './deployments';
export type { InstanceProviderKeys, ResolveOptions } from './resolve-answer-engine';
