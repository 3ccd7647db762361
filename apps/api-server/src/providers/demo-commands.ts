const simpleCommands = ['steps', 'code', 'image', 'markdown', 'error', 'all'] as const;
type SimpleCommandName = (typeof simpleCommands)[number];

/**
 * A scripted offline-engine command, typed as a question starting with `/demo`. `query` is the rest
 * of the question, which FileSearch uses (`/demo all leave policy` cites documents about leave).
 */
export type DemoCommand = { query: string } & (
  | { name: 'help'; problem?: string }
  | { name: SimpleCommandName }
  | { name: 'long'; tokens: number }
);

const defaultLongAnswerTokens = 1_000;
const maxLongAnswerTokens = 50_000;

/** What `/demo help` lists, in this order. */
export const demoCommandHelp: readonly (readonly [usage: string, effect: string])[] = [
  ['/demo help', 'this list'],
  ['/demo steps', 'progress steps, then a short answer'],
  ['/demo code', 'code-interpreter output, then the answer it led to'],
  ['/demo image', 'a generated image (a small PNG chart)'],
  ['/demo markdown', 'headings, a table, a list, a quote and a fenced code block'],
  [
    '/demo long N',
    `an answer of N tokens (default ${defaultLongAnswerTokens.toLocaleString('en')}, at most ${maxLongAnswerTokens.toLocaleString('en')})`,
  ],
  ['/demo error', 'a partial answer, then an error'],
  [
    '/demo all [words]',
    'every event: steps, code output, an image, markdown, citations of the documents matching the words, then an error',
  ],
];

function isSimpleCommand(name: string): name is SimpleCommandName {
  return (simpleCommands as readonly string[]).includes(name);
}

/**
 * The demo command a question asks for, or undefined for an ordinary question. Only a question
 * whose first word is `/demo` is a command, so a question merely mentioning it is answered normally.
 */
export function parseDemoCommand(question: string): DemoCommand | undefined {
  const words = question.trim().split(/\s+/);
  if (words[0]?.toLowerCase() !== '/demo') return undefined;
  const name = (words[1] ?? 'help').toLowerCase();
  if (name === 'long') {
    const argument = words[2];
    const tokens =
      argument === undefined
        ? defaultLongAnswerTokens
        : Number(argument.replaceAll(',', '').replaceAll('_', ''));
    if (!Number.isInteger(tokens) || tokens < 1 || tokens > maxLongAnswerTokens) {
      return {
        name: 'help',
        query: '',
        problem: `\`/demo long\` takes a whole number of tokens from 1 to ${maxLongAnswerTokens.toLocaleString('en')}, not "${argument}".`,
      };
    }
    return { name: 'long', tokens, query: words.slice(3).join(' ') };
  }
  const query = words.slice(2).join(' ');
  if (name === 'help') return { name: 'help', query };
  if (isSimpleCommand(name)) return { name, query };
  return { name: 'help', query: '', problem: `There is no demo command "${words[1] ?? ''}".` };
}
