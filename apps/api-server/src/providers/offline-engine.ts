import type { AnswerEngine, AnswerEvent, AnswerFile, AnswerRequest } from './answer-engine';
import { citationsOf, latestQuestion } from './ai-sdk-engine';
import { demoChart } from './demo-chart';
import { parseDemoCommand, type DemoCommand } from './demo-commands';
import { findRelevantPassages } from './document-search';
import { streamLanguageModel } from './language-model-stream';
import {
  createOfflineLanguageModel,
  offlineModelId,
  offlineProviderOptionsKey,
  type OfflineModelOptions,
} from './offline-language-model';

export const offlineEngineName = 'offline';

/** Non-text events wait this many token delays, so each step stays readable in the UI. */
const eventPauseInTokens = 10;

const offlinePassageSearch = { maxDocuments: 3, maxPassageLength: 400 };

const demoSteps = ['Reading the question', 'Searching the knowledge base', 'Drafting the answer'];

const demoCode = [
  'values = [3, 1, 4, 1, 5, 9, 2, 6]\n',
  'mean = sum(values) / len(values)\n',
  'print(mean)\n',
  '3.875\n',
];

const demoErrorMessage =
  'The offline engine stopped this answer on purpose (/demo error), the way a failing model provider would.';

/** The code interpreter's report of a file it received: name, size and line count. */
export function describeReceivedFile(file: AnswerFile): string {
  const lines =
    file.text === '' ? 0 : file.text.replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/).length;
  const plural = (count: number, unit: string) =>
    `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;
  return `Received ${file.fileName}: ${plural(file.sizeBytes, 'byte')}, ${plural(lines, 'line')}.\n`;
}

/** Resolves after `ms`, or at once when the answer is stopped. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function includes(command: DemoCommand | undefined, name: DemoCommand['name']): boolean {
  return command?.name === name || command?.name === 'all';
}

/**
 * Parley's default engine when no model provider is configured. Text comes from the offline
 * language model (a `LanguageModelV3`, read through its `doStream` as the AI SDK would); this
 * wrapper adds what a model does not produce: FileSearch retrieval and citations, and the demo
 * commands' steps, code-interpreter output, generated image and error.
 */
export function createOfflineEngine(options: OfflineModelOptions): AnswerEngine {
  const model = createOfflineLanguageModel(options);
  const eventPauseMs = options.tokenDelayMs * eventPauseInTokens;

  return {
    name: offlineEngineName,
    async *stream(request: AnswerRequest): AsyncGenerator<AnswerEvent> {
      const { signal } = request;
      const question = latestQuestion(request);
      const command = parseDemoCommand(question);
      const documents = request.documents ?? [];

      // Each non-text event waits first, so the UI shows it before the next one replaces it.
      async function* paced(event: AnswerEvent): AsyncGenerator<AnswerEvent> {
        await pause(eventPauseMs, signal);
        if (!signal.aborted) yield event;
      }

      if (includes(command, 'steps')) {
        for (const status of demoSteps) yield* paced({ type: 'step', status });
      }
      if (documents.length > 0) {
        const count = `${documents.length} document${documents.length === 1 ? '' : 's'}`;
        yield* paced({ type: 'step', status: `Searching ${count}` });
      }
      for (const file of request.codeInterpreterFiles ?? []) {
        yield* paced({ type: 'code-interpreter', text: describeReceivedFile(file) });
      }
      if (includes(command, 'code')) {
        yield* paced({ type: 'step', status: 'Running code' });
        for (const text of demoCode) yield* paced({ type: 'code-interpreter', text });
      }
      if (signal.aborted) return;

      const passages = findRelevantPassages(
        command?.query ?? question,
        documents,
        offlinePassageSearch,
      );
      const usage = yield* streamLanguageModel(
        {
          model,
          modelName: offlineModelId,
          maxRetries: 0,
          errorContext: { deploymentName: request.deploymentName, secrets: [] },
        },
        request,
        {
          system: request.systemPrompt,
          providerOptions: {
            [offlineProviderOptionsKey]: {
              // chat-spec section 5: an agent without a name displays as "Unnamed Agent".
              agentName: request.agentName.trim() === '' ? 'Unnamed Agent' : request.agentName,
              deploymentName: request.deploymentName,
              searchedDocuments: documents.length,
              passages: passages.map(({ document, passage }) => ({
                title: document.title,
                quote: passage,
              })),
            },
          },
        },
      );
      if (usage === undefined) return;

      if (includes(command, 'image')) {
        yield* paced({ type: 'step', status: 'Drawing a chart' });
        yield* paced({ type: 'image', ...demoChart() });
      }
      if (passages.length > 0)
        yield* paced({ type: 'citations', citations: citationsOf(passages) });
      if (includes(command, 'error')) yield* paced({ type: 'error', message: demoErrorMessage });
      if (!signal.aborted) yield usage;
    },
  };
}
