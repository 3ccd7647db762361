import { APICallError } from '@ai-sdk/provider';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  SharedV3ProviderOptions,
} from '@ai-sdk/provider';
import type { AnswerEvent, AnswerRequest } from './answer-engine';
import { toLanguageModelPrompt } from './model-messages';
import { describeProviderError, type ProviderErrorContext } from './provider-errors';

export type UsageEvent = Extract<AnswerEvent, { type: 'usage' }>;

export interface ModelAnswerSettings {
  model: LanguageModelV3;
  /** The model name reported in `usage` (the deployment's model). */
  modelName: string;
  /** Retries of a failed request before the first token, backing off exponentially. */
  maxRetries: number;
  errorContext: ProviderErrorContext;
  /** Called with the provider's raw error, for the server log; users only see the described message. */
  onError?: (error: unknown) => void;
}

export interface ModelCall {
  system: string;
  providerOptions?: SharedV3ProviderOptions;
}

/** The `error` event for a failure; the raw error goes to `onError` only. */
export function failureEvent(settings: ModelAnswerSettings, error: unknown): AnswerEvent {
  settings.onError?.(error);
  return { type: 'error', message: describeProviderError(error, settings.errorContext) };
}

/** The AI SDK's backoff (`streamText`): 2 s before the first retry, twice as long each time after. */
const firstRetryDelayMs = 2_000;
/** A provider's Retry-After is followed up to this long; a longer one gets the backoff instead. */
const longestRetryAfterMs = 60_000;

/** How long to wait before retrying after `error`: the provider's Retry-After when it gave one. */
function retryDelayMs(error: APICallError, backoffMs: number): number {
  const headers = error.responseHeaders ?? {};
  const retryAfterMs = headers['retry-after-ms'];
  const retryAfter = headers['retry-after'];
  let asked = Number.NaN;
  if (retryAfterMs !== undefined) asked = Number.parseFloat(retryAfterMs);
  if (Number.isNaN(asked) && retryAfter !== undefined) {
    const seconds = Number.parseFloat(retryAfter);
    asked = Number.isNaN(seconds) ? Date.parse(retryAfter) - Date.now() : seconds * 1_000;
  }
  return asked >= 0 && (asked < longestRetryAfterMs || asked < backoffMs) ? asked : backoffMs;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Opens the model's stream, retrying a failure the provider marks retryable (429, 5xx, a refused
 * connection) up to `maxRetries` times, as `streamText` did. Once the stream is open nothing is
 * retried: text has been shown.
 */
async function openStream(settings: ModelAnswerSettings, options: LanguageModelV3CallOptions) {
  const signal = options.abortSignal;
  let backoffMs = firstRetryDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await settings.model.doStream(options);
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= settings.maxRetries || signal === undefined || signal.aborted) {
        throw error;
      }
      await wait(retryDelayMs(error, backoffMs), signal);
      backoffMs *= 2;
    }
  }
}

/** About four characters a token, the usual rule of thumb for English text with GPT tokenizers. */
const CHARACTERS_PER_TOKEN = 4;

/**
 * The usage a finished answer reports. A provider that reports no token counts (an
 * OpenAI-compatible server that ignores `stream_options.include_usage`, for one) would otherwise
 * escape budgets and analytics: its counts are estimated from the characters of the prompt and
 * the answer, and the usage says so (`tokensEstimated`; the dashboard counts such answers).
 */
function usageEvent(
  model: string,
  usage: {
    inputTokens: { total: number | undefined };
    outputTokens: { total: number | undefined };
  },
  request: AnswerRequest,
  outputCharacters: number,
): UsageEvent {
  const reported = { input: usage.inputTokens.total, output: usage.outputTokens.total };
  if (reported.input !== undefined || reported.output !== undefined) {
    return {
      type: 'usage',
      model,
      inputTokens: reported.input ?? 0,
      outputTokens: reported.output ?? 0,
    };
  }
  const promptCharacters = request.messages.reduce(
    (sum, message) => sum + message.content.length,
    request.systemPrompt.length,
  );
  return {
    type: 'usage',
    model,
    inputTokens: Math.ceil(promptCharacters / CHARACTERS_PER_TOKEN),
    outputTokens: Math.ceil(outputCharacters / CHARACTERS_PER_TOKEN),
    tokensEstimated: true,
  };
}

/**
 * Reads a language model's `doStream` directly and reports its text deltas as `text` events.
 * Returns the usage when the model finished, or undefined after a failure (reported as one `error`
 * event) or an abort (which ends the stream silently: the caller asked for it).
 *
 * Every engine uses this rather than `streamText`: `streamText` passes every part through a
 * dozen more web streams, about 30 µs of server CPU per provider chunk (`bench/provider-relay.mjs`,
 * issue 19), and would limit the 1,000 concurrent offline answers one process must hold. What
 * `streamText` added that Parley uses is here: the prompt conversion (`toLanguageModelPrompt`)
 * and the retries before the first token.
 */
export async function* streamLanguageModel(
  settings: ModelAnswerSettings,
  request: AnswerRequest,
  call: ModelCall,
): AsyncGenerator<AnswerEvent, UsageEvent | undefined> {
  if (request.signal.aborted) return undefined;
  let reader: ReadableStreamDefaultReader<unknown> | undefined;
  let outputCharacters = 0;
  try {
    const { stream } = await openStream(settings, {
      prompt: toLanguageModelPrompt(call.system, request.messages),
      maxOutputTokens: request.maxTokens,
      temperature: request.temperature,
      topP: request.topP,
      frequencyPenalty: request.frequencyPenalty,
      providerOptions: call.providerOptions,
      abortSignal: request.signal,
    });
    const partReader = stream.getReader();
    reader = partReader;
    for (let part = await partReader.read(); !part.done; part = await partReader.read()) {
      const { value } = part;
      if (request.signal.aborted) return undefined;
      if (value.type === 'text-delta' && value.delta !== '') {
        outputCharacters += value.delta.length;
        yield { type: 'text', text: value.delta };
      } else if (value.type === 'error') {
        yield failureEvent(settings, value.error);
        return undefined;
      } else if (value.type === 'finish') {
        return usageEvent(settings.modelName, value.usage, request, outputCharacters);
      }
    }
  } catch (error) {
    // Some failures (a connection dropped mid-answer) error the stream instead of sending a part.
    if (!request.signal.aborted) yield failureEvent(settings, error);
  } finally {
    // Stops the model's timers and the provider's connection when the consumer leaves early.
    void reader?.cancel().catch(() => undefined);
  }
  return undefined;
}
