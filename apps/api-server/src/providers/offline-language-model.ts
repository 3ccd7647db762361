import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { z } from 'zod';
import { composeOfflineAnswer, splitTokens } from './offline-answers';

export const offlineModelId = 'offline';

/** The `providerOptions` key under which the engine wrapper tells the offline model its context. */
export const offlineProviderOptionsKey = 'parleyOffline';

const offlineCallContext = z.object({
  agentName: z.string().default('This agent'),
  deploymentName: z.string().default(''),
  searchedDocuments: z.number().int().min(0).default(0),
  passages: z.array(z.object({ title: z.string(), quote: z.string() })).default([]),
});

export interface OfflineModelOptions {
  /** Pause between tokens, so streaming is visible in the UI; 0 sends them as fast as possible. */
  tokenDelayMs: number;
}

/** Without a delay, tokens still yield to the event loop this often. */
const tokensPerImmediate = 64;

function messageText(message: LanguageModelV3Prompt[number]): string {
  if (message.role === 'system') return message.content;
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** The names of the images a user message carried (file parts with an image type). */
function imageNames(message: LanguageModelV3Prompt[number] | undefined): string[] {
  if (message?.role !== 'user') return [];
  return message.content.flatMap((part) =>
    part.type === 'file' && part.mediaType.startsWith('image/')
      ? [part.filename ?? 'an unnamed image']
      : [],
  );
}

function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

interface PlannedAnswer {
  tokens: string[];
  inputTokens: number;
  finishReason: LanguageModelV3FinishReason;
}

function planAnswer(call: LanguageModelV3CallOptions): PlannedAnswer {
  const userMessages = call.prompt.filter((message) => message.role === 'user');
  const latest = userMessages.at(-1);
  const question = latest === undefined ? '' : messageText(latest);
  const context = offlineCallContext.parse(call.providerOptions?.[offlineProviderOptionsKey] ?? {});
  const tokens = splitTokens(
    composeOfflineAnswer(question, userMessages.length, {
      ...context,
      receivedImages: imageNames(latest),
    }),
  );
  const limit = call.maxOutputTokens ?? Infinity;
  return {
    tokens: tokens.length > limit ? tokens.slice(0, limit) : tokens,
    inputTokens: call.prompt.reduce((sum, message) => sum + countWords(messageText(message)), 0),
    finishReason: { unified: tokens.length > limit ? 'length' : 'stop', raw: undefined },
  };
}

function usageOf(answer: PlannedAnswer): LanguageModelV3Usage {
  const outputTokens = answer.tokens.length;
  return {
    inputTokens: {
      total: answer.inputTokens,
      noCache: answer.inputTokens,
      cacheRead: undefined,
      cacheWrite: undefined,
    },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
  };
}

function abortError(): DOMException {
  return new DOMException('The answer was stopped.', 'AbortError');
}

/**
 * Releases token i at `i * delayMs` after the start. A stream that wakes late (a busy event loop)
 * sends every token due so far as one delta, so the text keeps its pace while the number of events
 * adapts to the load. One abort listener per answer (not per token) cuts a pending wait short.
 */
function createPacer(delayMs: number, signal: AbortSignal | undefined) {
  const startedAt = performance.now();
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = (): void => {
    clearTimeout(timer);
    wake?.();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    /** How many tokens are due now. */
    due(): number {
      return Math.floor((performance.now() - startedAt) / delayMs) + 1;
    },
    /** Resolves when token `index` is due, or when the answer is stopped. */
    async waitUntilDue(index: number): Promise<void> {
      const at = startedAt + index * delayMs;
      // Timers may fire a fraction of a millisecond early, hence a loop rather than one wait.
      while (performance.now() < at && !signal?.aborted) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, at - performance.now());
        });
      }
    },
    dispose(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

function answerStream(
  answer: PlannedAnswer,
  options: OfflineModelOptions,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV3StreamPart> {
  const textId = 'offline-text';
  const { tokens } = answer;
  const pacer = createPacer(options.tokenDelayMs, signal);
  let next = 0;
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'response-metadata', modelId: offlineModelId });
      controller.enqueue({ type: 'text-start', id: textId });
    },
    async pull(controller) {
      if (next < tokens.length && !signal?.aborted) {
        if (options.tokenDelayMs > 0) await pacer.waitUntilDue(next);
        // Without a delay, a macrotask now and then lets other answers and requests through.
        if (options.tokenDelayMs === 0 && next > 0 && next % tokensPerImmediate === 0) {
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      if (signal?.aborted) {
        pacer.dispose();
        controller.error(abortError());
        return;
      }
      if (next < tokens.length) {
        const end = options.tokenDelayMs > 0 ? Math.min(pacer.due(), tokens.length) : next + 1;
        const delta = end === next + 1 ? (tokens[next] ?? '') : tokens.slice(next, end).join('');
        next = end;
        controller.enqueue({ type: 'text-delta', id: textId, delta });
        return;
      }
      pacer.dispose();
      controller.enqueue({ type: 'text-end', id: textId });
      controller.enqueue({
        type: 'finish',
        usage: usageOf(answer),
        finishReason: answer.finishReason,
      });
      controller.close();
    },
    cancel() {
      pacer.dispose();
    },
  });
}

/**
 * Parley's offline language model: a deterministic `LanguageModelV3` that needs no network and
 * works with the AI SDK's `streamText` like any provider's model. It restates the question, quotes
 * the passages the wrapper found, and writes the texts of the demo commands; it never emits
 * non-text events (the engine wrapper adds those). The text is always the same for the same call;
 * only how tokens group into deltas depends on how promptly the stream is read.
 */
export function createOfflineLanguageModel(options: OfflineModelOptions): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'parley-offline',
    modelId: offlineModelId,
    supportedUrls: {},
    async doGenerate(call) {
      if (call.abortSignal?.aborted) throw abortError();
      const answer = planAnswer(call);
      return {
        content: [{ type: 'text', text: answer.tokens.join('') }],
        finishReason: answer.finishReason,
        usage: usageOf(answer),
        warnings: [],
      };
    },
    async doStream(call) {
      return { stream: answerStream(planAnswer(call), options, call.abortSignal) };
    },
  };
}
