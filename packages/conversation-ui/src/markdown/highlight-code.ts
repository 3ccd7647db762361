import { createLowlight } from 'lowlight';

/**
 * Code highlighting, loaded with `import()` the first time a finished code block needs it, so it
 * never weighs on the chat page's first load. Each grammar is its own chunk, fetched on demand.
 */
const lowlight = createLowlight();

type Grammar = Parameters<typeof lowlight.register>[1];
type GrammarModule = Promise<{ default: Grammar }>;

const grammars: Record<string, () => GrammarModule> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  php: () => import('highlight.js/lib/languages/php'),
  powershell: () => import('highlight.js/lib/languages/powershell'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  sql: () => import('highlight.js/lib/languages/sql'),
  swift: () => import('highlight.js/lib/languages/swift'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/** The names models put after a fence for the grammars above. */
const aliases: Record<string, string> = {
  cs: 'csharp',
  'c#': 'csharp',
  'c++': 'cpp',
  h: 'c',
  hpp: 'cpp',
  html: 'xml',
  js: 'javascript',
  jsx: 'javascript',
  kt: 'kotlin',
  md: 'markdown',
  ps1: 'powershell',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  sh: 'bash',
  shell: 'bash',
  svg: 'xml',
  ts: 'typescript',
  tsx: 'typescript',
  yml: 'yaml',
  zsh: 'bash',
};

/** Longer code is shown plain: highlighting it would hold the main thread for too long. */
export const MAX_HIGHLIGHTED_LENGTH = 20_000;

export type HighlightTree = ReturnType<typeof lowlight.highlight>;

/** The grammar a fence's language names, or undefined when we have none for it. */
export function grammarName(language: string): string | undefined {
  const name = language.trim().toLowerCase();
  const resolved = aliases[name] ?? name;
  return resolved in grammars ? resolved : undefined;
}

/**
 * The highlighted token tree of `code`, or undefined when the language is unknown or the code too
 * long: the caller then keeps showing it plain.
 */
export async function highlightCode(
  code: string,
  language: string,
): Promise<HighlightTree | undefined> {
  const name = grammarName(language);
  const loadGrammar = name === undefined ? undefined : grammars[name];
  if (name === undefined || loadGrammar === undefined || code.length > MAX_HIGHLIGHTED_LENGTH) {
    return undefined;
  }
  if (!lowlight.registered(name)) lowlight.register(name, (await loadGrammar()).default);
  return lowlight.highlight(name, code);
}
