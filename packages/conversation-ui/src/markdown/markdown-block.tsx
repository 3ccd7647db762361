import type { MarkedToken, Token, Tokens } from 'marked';
import { createElement, memo } from 'react';
import type { ReactNode } from 'react';
import { CodeBlock } from './code-block';
import { InlineTokens, TaskCheckbox } from './markdown-inline';
import { MarkdownTable } from './markdown-table';

function headingTag(depth: number): `h${1 | 2 | 3 | 4 | 5 | 6}` {
  return `h${Math.min(Math.max(depth, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6}`;
}

function MarkdownList({ token, finished }: { token: Tokens.List; finished: boolean }) {
  const items = token.items.map((item, index) => (
    <li key={index}>
      <BlockTokens tokens={item.tokens} tight={!item.loose} finished={finished} />
    </li>
  ));
  if (token.ordered) {
    return <ol start={token.start === '' ? undefined : token.start}>{items}</ol>;
  }
  const isTaskList = token.items.some((item) => item.task);
  return <ul data-task-list={isTaskList ? '' : undefined}>{items}</ul>;
}

interface BlockProps {
  token: Token;
  /** False for the block the stream is still writing. */
  finished: boolean;
  /** Inside a tight list item, whose text is not set as paragraphs. */
  tight?: boolean;
}

function renderBlock({ token, finished, tight = false }: BlockProps): ReactNode {
  const known = token as MarkedToken;
  switch (known.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading':
      return createElement(headingTag(known.depth), null, <InlineTokens tokens={known.tokens} />);
    case 'paragraph':
      return (
        <p>
          <InlineTokens tokens={known.tokens} />
        </p>
      );
    case 'text':
      return tight ? (
        <InlineTokens tokens={known.tokens ?? [known]} />
      ) : (
        <p>
          <InlineTokens tokens={known.tokens ?? [known]} />
        </p>
      );
    case 'checkbox':
      return <TaskCheckbox checked={known.checked} />;
    case 'list':
      return <MarkdownList token={known} finished={finished} />;
    case 'table':
      return <MarkdownTable token={known} />;
    case 'blockquote':
      return (
        <blockquote>
          <BlockTokens tokens={known.tokens} finished={finished} />
        </blockquote>
      );
    case 'hr':
      return <hr />;
    case 'code':
      return <CodeBlock code={known.text} language={known.lang ?? ''} finished={finished} />;
    default:
      // Raw HTML blocks (`<script>`, `<iframe>`) and anything unknown: shown as typed, as text.
      return <p data-raw-html="">{known.raw}</p>;
  }
}

/** One top-level block. Memoized: a finished block keeps its token object, so React skips it. */
export const MarkdownBlock = memo(function MarkdownBlock(props: BlockProps) {
  return renderBlock(props);
});

/** Blocks inside a list item or a quote. */
export function BlockTokens({
  tokens,
  finished,
  tight,
}: {
  tokens: readonly Token[];
  finished: boolean;
  tight?: boolean;
}) {
  return (
    <>
      {tokens.map((token, index) => (
        <MarkdownBlock key={index} token={token} finished={finished} tight={tight} />
      ))}
    </>
  );
}
