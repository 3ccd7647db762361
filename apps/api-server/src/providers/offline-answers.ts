import { demoCommandHelp, parseDemoCommand } from './demo-commands';

/** A passage the engine wrapper found for the question, for the offline model to quote. */
interface QuotedPassage {
  title: string;
  quote: string;
}

/** What the offline model knows besides the conversation itself. */
interface OfflineAnswerContext {
  agentName: string;
  deploymentName: string;
  /** How many documents were searched; 0 when the agent has no FileSearch documents. */
  searchedDocuments: number;
  /** The best passages of those documents, best first. */
  passages: QuotedPassage[];
  /** The file names of the images the latest question carried, in its order. */
  receivedImages: string[];
}

const offlineNotice =
  "_Answered by Parley's offline engine: no model provider is configured for this agent._";

const markdownSample = `## Markdown demo

The offline engine can show **bold**, _italic_, \`inline code\` and a [link](https://example.com).

### A table

| Event | Shown as |
| --- | --- |
| step | a status line while the agent works |
| code-interpreter | code output above the answer |
| image | a picture inside the answer |

### A list

1. Ask a question.
2. Watch the answer stream in.
   - Nested items work too.
3. Export the conversation.

> The same question always gets the same offline answer.

### A fenced code block

\`\`\`ts
for await (const event of engine.stream(request)) {
  console.log(event.type);
}
\`\`\``;

const longAnswerFiller = (
  'Streaming long answers lets you check how the chat scrolls, how markdown renders while text ' +
  'arrives, and how stopping an answer half way keeps what was already written. Every word of ' +
  'this answer is one token, and the offline engine sends them at a steady pace so that the ' +
  'stream is visible. Nothing here comes from a language model; the same command always ' +
  'produces the same text.'
).split(' ');

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/** A file name as inline code; backticks inside it would end the code span early. */
function fileNameCode(fileName: string): string {
  return `\`${fileName.replace(/`/g, "'")}\``;
}

/** What the offline engine says about the images a question carried (none: nothing). */
function receivedImagesParagraphs(images: readonly string[]): string[] {
  if (images.length === 0) return [];
  const count = images.length === 1 ? '1 image' : `${images.length} images`;
  return [
    `I received ${count}: ${images.map(fileNameCode).join(', ')}. The offline engine cannot look at images; a vision model connected to this deployment would read them.`,
  ];
}

function helpAnswer(problem: string | undefined): string {
  const commands = demoCommandHelp.map(([usage, effect]) => `- \`${usage}\`: ${effect}`);
  return [
    offlineNotice,
    ...(problem === undefined ? [] : [problem]),
    "Demo commands of Parley's offline engine (type one as the whole question):",
    commands.join('\n'),
    'Any other question gets a deterministic answer that restates it.',
  ].join('\n\n');
}

/** An answer of exactly `tokens` whitespace-separated words, a paragraph every 60 words. */
function longAnswer(tokens: number): string {
  const introWords =
    `Parley's offline engine wrote this answer of ${tokens} tokens because no model provider is configured.`.split(
      ' ',
    );
  const parts: string[] = [];
  for (let index = 0; index < tokens; index += 1) {
    const word =
      index < introWords.length
        ? introWords[index]
        : longAnswerFiller[(index - introWords.length) % longAnswerFiller.length];
    parts.push(word ?? '', (index + 1) % 60 === 0 ? '\n\n' : ' ');
  }
  return parts.join('').trimEnd();
}

function documentsAnswer(question: string, context: OfflineAnswerContext): string {
  const searched = `${context.searchedDocuments} document${context.searchedDocuments === 1 ? '' : 's'}`;
  if (context.passages.length === 0) {
    return `I searched ${searched} for your question, but none of them contains its words. Try other words, or ask without relying on the documents.`;
  }
  const found = context.passages.map(({ title, quote: text }) => `**${title}**\n\n${quote(text)}`);
  return [
    `I searched ${searched} for "${question.replace(/\s+/g, ' ').trim()}". These passages match best:`,
    ...found,
  ].join('\n\n');
}

function plainAnswer(question: string, turn: number, context: OfflineAnswerContext): string {
  const deployment =
    context.deploymentName === ''
      ? 'its deployment'
      : `its deployment \`${context.deploymentName}\``;
  return [
    `**${context.agentName}** is running on Parley's offline engine because no model provider is configured for ${deployment}, so no language model read your question.`,
    ...receivedImagesParagraphs(context.receivedImages),
    `You asked${turn > 1 ? ` (question ${turn} of this conversation)` : ''}:`,
    quote(question.trim()),
    'An administrator can connect an OpenAI-compatible, Azure OpenAI or Anthropic model to this deployment. Until then answers are deterministic: the same question gets the same answer. Type `/demo help` to see what the offline engine can show.',
  ].join('\n\n');
}

/**
 * The offline model's whole answer to the latest question. `turn` counts the user's questions in
 * the conversation so far, this one included.
 */
export function composeOfflineAnswer(
  question: string,
  turn: number,
  context: OfflineAnswerContext,
): string {
  const command = parseDemoCommand(question);
  const withNotice = (...paragraphs: string[]): string =>
    [offlineNotice, ...receivedImagesParagraphs(context.receivedImages), ...paragraphs].join(
      '\n\n',
    );
  const documents =
    context.searchedDocuments > 0 ? [documentsAnswer(command?.query ?? question, context)] : [];
  switch (command?.name) {
    case undefined:
      return context.searchedDocuments > 0
        ? withNotice(documentsAnswer(question, context))
        : plainAnswer(question, turn, context);
    case 'help':
      return helpAnswer(command.problem);
    case 'long':
      return longAnswer(command.tokens);
    case 'steps':
      return withNotice(
        'All three steps are done: the question was read, the knowledge base searched and this answer drafted. While an agent works, each step shows as a status line.',
      );
    case 'code':
      return withNotice(
        'The code interpreter computed the mean of the eight values: **3.875**. Its output shows in its own panel above this answer.',
      );
    case 'image':
      return withNotice(
        'Here is a chart drawn by the offline engine: six bars rising from 3 to 9. Generated images are served from Parley itself, never from another site.',
      );
    case 'markdown':
      return withNotice(markdownSample);
    case 'error':
      return withNotice(
        'This answer starts normally; then the offline engine reports an error on purpose, as a failing model provider would.',
      );
    case 'all':
      return withNotice(
        'This demo shows every kind of event: steps, code-interpreter output, a generated image, this markdown, citations when documents are given, and finally an error.',
        ...documents,
        markdownSample,
      );
  }
}

/** The offline engine's tokens: each word with the whitespace after it. */
export function splitTokens(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}
