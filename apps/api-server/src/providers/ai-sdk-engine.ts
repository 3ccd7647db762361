import type { LanguageModelV3, SharedV3ProviderOptions } from '@ai-sdk/provider';
import { streamText } from 'ai';
import type {
  AnswerEngine,
  AnswerEvent,
  AnswerFile,
  AnswerRequest,
  Citation,
} from './answer-engine';
import { findRelevantPassages, type RankedPassage } from './document-search';
import { toModelMessages } from './model-messages';
import { describeProviderError, type ProviderErrorContext } from './provider-errors';

export type UsageEvent = Extract<AnswerEvent, { type: 'usage' }>;

export interface ModelAnswerSettings {
  model: LanguageModelV3;
  /** The model name reported in `usage` (the deployment's model). */
  modelName: string;
  /** Retries of a failed request before the first token (the AI SDK backs off exponentially). */
  maxRetries: number;
  errorContext: ProviderErrorContext;
  /** Called with the provider's raw error, for the server log; users only see the described message. */
  onError?: (error: unknown) => void;
}

export interface ModelCall {
  system: string;
  providerOptions?: SharedV3ProviderOptions;
}

/**
 * Runs `streamText` and reports text deltas as `text` events. Returns the usage when the model
 * finished, or undefined after a failure (reported as one `error` event) or an abort (which ends
 * the stream silently: the caller asked for it).
 */
export async function* streamModelAnswer(
  settings: ModelAnswerSettings,
  request: AnswerRequest,
  call: ModelCall,
): AsyncGenerator<AnswerEvent, UsageEvent | undefined> {
  if (request.signal.aborted) return undefined;
  const result = streamText({
    model: settings.model,
    system: call.system === '' ? undefined : call.system,
    messages: toModelMessages(request.messages),
    temperature: request.temperature,
    topP: request.topP,
    maxOutputTokens: request.maxTokens,
    frequencyPenalty: request.frequencyPenalty,
    providerOptions: call.providerOptions,
    maxRetries: settings.maxRetries,
    abortSignal: request.signal,
    // Failures arrive as `error` parts of the stream; this only keeps the SDK from logging them.
    onError: () => undefined,
  });
  try {
    for await (const part of result.fullStream) {
      if (request.signal.aborted) return undefined;
      switch (part.type) {
        case 'text-delta':
          if (part.text !== '') yield { type: 'text', text: part.text };
          break;
        case 'error':
          yield failureEvent(settings, part.error);
          return undefined;
        case 'abort':
          return undefined;
        case 'finish':
          return {
            type: 'usage',
            model: settings.modelName,
            inputTokens: part.totalUsage.inputTokens ?? 0,
            outputTokens: part.totalUsage.outputTokens ?? 0,
          };
        default:
          break;
      }
    }
  } catch (error) {
    // Some failures (a connection dropped mid-answer) error the stream instead of sending a part.
    if (!request.signal.aborted) yield failureEvent(settings, error);
  }
  return undefined;
}

/** The `error` event for a failure; the raw error goes to `onError` only. */
export function failureEvent(settings: ModelAnswerSettings, error: unknown): AnswerEvent {
  settings.onError?.(error);
  return { type: 'error', message: describeProviderError(error, settings.errorContext) };
}

/** The question a request asks: its last user message. */
export function latestQuestion(request: AnswerRequest): string {
  return request.messages.findLast((message) => message.role === 'user')?.content ?? '';
}

export function citationsOf(passages: readonly RankedPassage[]): Citation[] {
  return passages.map(({ document }) => ({ title: document.title, path: document.path }));
}

/** Passages handed to a real model: enough context to answer from, small enough for any window. */
const modelPassageSearch = { maxDocuments: 5, maxPassageLength: 1_500 };

function systemWithDocuments(systemPrompt: string, passages: readonly RankedPassage[]): string {
  if (passages.length === 0) return systemPrompt;
  const documents = passages.map(
    ({ document, passage }, index) =>
      `[Document ${index + 1}] ${document.title} (${document.path})\n${passage}`,
  );
  return [
    systemPrompt,
    'Answer from the following documents when they are relevant, and say so when they do not contain the answer.',
    ...documents,
  ]
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/** The most of one code-interpreter file a model is shown: enough to see its shape and data. */
const codeInterpreterFileMaxCharacters = 20_000;

/**
 * Parley runs no code interpreter next to these models, so the files the question gave it are
 * shown to the model as text instead: it can still read and reason about them.
 */
function systemWithFiles(system: string, files: readonly AnswerFile[]): string {
  if (files.length === 0) return system;
  const shown = files.map((file) => {
    const cut = file.text.length > codeInterpreterFileMaxCharacters;
    const text = file.text.slice(0, codeInterpreterFileMaxCharacters);
    return `[File] ${file.fileName} (${file.sizeBytes} bytes${cut ? ', shortened' : ''})\n${text}`;
  });
  return [system, 'The user attached these files for analysis:', ...shown]
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/**
 * An answer engine over any AI SDK language model. With FileSearch documents it hands the model
 * the best passages and cites their documents once the answer is complete; code-interpreter files
 * are shown as text.
 */
export function createAiSdkEngine(name: string, settings: ModelAnswerSettings): AnswerEngine {
  return {
    name,
    async *stream(request) {
      const passages = findRelevantPassages(
        latestQuestion(request),
        request.documents ?? [],
        modelPassageSearch,
      );
      const usage = yield* streamModelAnswer(settings, request, {
        system: systemWithFiles(
          systemWithDocuments(request.systemPrompt, passages),
          request.codeInterpreterFiles ?? [],
        ),
      });
      if (usage === undefined) return;
      if (passages.length > 0) yield { type: 'citations', citations: citationsOf(passages) };
      yield usage;
    },
  };
}
