import type { AnswerEngine, AnswerFile, AnswerRequest, Citation } from './answer-engine';
import { findRelevantPassages, type RankedPassage } from './document-search';
import { streamLanguageModel, type ModelAnswerSettings } from './language-model-stream';

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
      const usage = yield* streamLanguageModel(settings, request, {
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
