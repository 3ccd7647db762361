import { APICallError, LoadAPIKeyError } from '@ai-sdk/provider';
import { RetryError } from 'ai';

export interface ProviderErrorContext {
  deploymentName: string;
  /** Values never to repeat to a user (the deployment's API key). */
  secrets: readonly string[];
}

const keyLikeText = /\b(?:sk|key|pk)-[\w-]{6,}|\bBearer\s+[\w.~+/=-]+/gi;

/** Removes the deployment's secrets and anything shaped like an API key from a provider's text. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length >= 4) redacted = redacted.split(secret).join('[redacted]');
  }
  return redacted.replace(keyLikeText, '[redacted]');
}

/** The provider's own explanation, when it gave one, made safe and short enough to show. */
function providerExplanation(error: APICallError, secrets: readonly string[]): string {
  const text = redactSecrets(error.message, secrets).replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  return ` The provider said: "${text.length > 300 ? `${text.slice(0, 299)}…` : text}"`;
}

/** Errors of a connection that broke or never opened (undici's `fetch` reports them as causes). */
function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (
      current.message === 'terminated' ||
      current.message === 'fetch failed' ||
      (typeof code === 'string' &&
        /^(ECONN|EPIPE|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR)/.test(code))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

const brokenConnection =
  'The connection to the model provider broke before the answer was complete. Please try again.';

function describeApiCallError(error: APICallError, context: ProviderErrorContext): string {
  const deployment = `"${context.deploymentName}"`;
  const status = error.statusCode;
  // A 2xx means the answer had started streaming when it failed.
  if (status !== undefined && status < 300) {
    return isConnectionFailure(error.cause)
      ? brokenConnection
      : 'The model provider sent an answer Parley could not read. Please try again; if it keeps failing, tell an administrator.';
  }
  if (status === undefined) {
    return `Parley could not reach the model provider of deployment ${deployment}. Please try again; if it keeps failing, an administrator needs to check the provider's address.`;
  }
  if (status === 401 || status === 403) {
    return `The model provider refused Parley's credentials for deployment ${deployment} (HTTP ${status}). An administrator needs to check its API key.`;
  }
  if (status === 404) {
    return `The model provider does not know the model of deployment ${deployment} (HTTP 404). An administrator needs to check its model name and address.`;
  }
  if (status === 429) {
    return `The model provider is busy or over its quota (HTTP 429). Please try again in a minute.`;
  }
  if (status >= 500) {
    return `The model provider failed (HTTP ${status}). Please try again; if it keeps failing, tell an administrator.`;
  }
  return `The model provider rejected the request (HTTP ${status}).${providerExplanation(error, context.secrets)}`;
}

/**
 * A message a user can act on for any failure of a model provider. It never contains the API key,
 * and names the deployment so an administrator knows which configuration to check.
 */
export function describeProviderError(error: unknown, context: ProviderErrorContext): string {
  if (RetryError.isInstance(error)) return describeProviderError(error.lastError, context);
  if (APICallError.isInstance(error)) return describeApiCallError(error, context);
  if (LoadAPIKeyError.isInstance(error)) {
    return `Deployment "${context.deploymentName}" has no API key. An administrator needs to add one.`;
  }
  if (isConnectionFailure(error)) return brokenConnection;
  return 'The model provider failed unexpectedly. Please try again; if it keeps failing, tell an administrator.';
}
