import { Lexer } from 'marked';
import type { Links, Token } from 'marked';

/**
 * An answer cut into its top-level markdown blocks. `finished` blocks can no longer change however
 * the text grows, so they keep their token objects (and React skips them); only `tail`, lexed from
 * the text after them, is parsed again on the next update.
 */
export interface MarkdownBlocks {
  /** The text these blocks were made from. */
  text: string;
  streaming: boolean;
  finished: readonly Token[];
  /** The start of `text` that the finished blocks cover. */
  finishedText: string;
  /** The blocks that more text may still change: the last block and any blank lines after it. */
  tail: readonly Token[];
  /** Link reference definitions (`[id]: url`) seen so far, for references in later blocks. */
  links: Links;
}

function lex(source: string, links: Links): { tokens: Token[]; links: Links } {
  const lexer = new Lexer({ gfm: true, breaks: false });
  Object.assign(lexer.tokens.links, links);
  const tokens = lexer.lex(source);
  return { tokens, links: { ...lexer.tokens.links } };
}

/** Where the blocks that more text may change begin: at the last block that is not blank lines. */
function tailStart(tokens: readonly Token[]): number {
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    if (tokens[index]?.type !== 'space') return index;
  }
  return 0;
}

function rawLength(tokens: readonly Token[]): number {
  return tokens.reduce((length, token) => length + token.raw.length, 0);
}

/**
 * The blocks of `text`, reusing `previous` when `text` only grew past its finished blocks: then
 * only the text after them is lexed. A block is finished once another block follows it. The last
 * block stays in the tail even when the stream has ended (it then renders as final): a stopped
 * answer's stored copy can be longer than what streamed, and had the block been frozen, its
 * continuation would start a paragraph of its own in the middle of a sentence. Anything else (a
 * new answer, an edit) is lexed from the start.
 */
export function splitMarkdownBlocks(
  previous: MarkdownBlocks | undefined,
  text: string,
  streaming: boolean,
): MarkdownBlocks {
  const reusable = previous !== undefined && text.startsWith(previous.finishedText);
  const base = reusable
    ? previous
    : { finished: [], finishedText: '', links: Object.create(null) as Links };

  const rest = text.slice(base.finishedText.length);
  const { tokens, links } = lex(rest, base.links);
  // Tokens cover their source exactly, except where marked rewrote it (\r\n line endings): then
  // no offset into the text is known, so nothing is frozen and the whole rest is lexed each time.
  const exact = rawLength(tokens) === rest.length;
  const newlyFinished = exact ? tokens.slice(0, tailStart(tokens)) : [];

  return {
    text,
    streaming,
    finished: newlyFinished.length === 0 ? base.finished : [...base.finished, ...newlyFinished],
    // Sliced again only when a block finishes, so that most updates compare without copying.
    finishedText:
      newlyFinished.length === 0
        ? base.finishedText
        : text.slice(0, base.finishedText.length + rawLength(newlyFinished)),
    tail: tokens.slice(newlyFinished.length),
    links,
  };
}
