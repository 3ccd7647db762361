import type { MarkedToken, Token, Tokens } from 'marked';
import type { ReactNode } from 'react';
import { decodeEntities } from './decode-entities';
import { markdownMessages } from './markdown-messages';
import { sameOriginImageSrc, safeLinkHref } from './safe-url';

/** The plain text of inline tokens, for an image's alt text. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      if (token.type === 'codespan') return (token as Tokens.Codespan).text;
      if (token.type === 'text' || token.type === 'escape') {
        return decodeEntities((token as Tokens.Text | Tokens.Escape).text);
      }
      return token.raw;
    })
    .join('');
}

/** A task list's box: read-only, since ticking it could not change the answer. */
export function TaskCheckbox({ checked }: { checked: boolean }) {
  return (
    <input
      type="checkbox"
      checked={checked}
      readOnly
      disabled
      aria-label={checked ? markdownMessages.taskDone : markdownMessages.taskOpen}
    />
  );
}

function MarkdownLink({ token }: { token: Tokens.Link }) {
  const children = <InlineTokens tokens={token.tokens} />;
  const href = safeLinkHref(token.href);
  // A refused scheme (javascript:, data:, vbscript:, ...) keeps the words and drops the link.
  if (href === undefined) return <span>{children}</span>;
  return (
    <a href={href} title={token.title ?? undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function MarkdownImage({ token }: { token: Tokens.Image }) {
  const alt = plainText(token.tokens) || markdownMessages.imageFallbackAlt;
  const src = sameOriginImageSrc(token.href);
  if (src !== undefined) {
    return <img src={src} alt={alt} title={token.title ?? undefined} loading="lazy" />;
  }
  // Another origin's image is never fetched: the reader gets a link to open it themselves.
  const href = safeLinkHref(token.href);
  if (href === undefined) return <span>{alt}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {alt}
    </a>
  );
}

function renderInline(token: Token, key: number): ReactNode {
  const known = token as MarkedToken;
  switch (known.type) {
    case 'text':
      return known.tokens ? (
        <InlineTokens key={key} tokens={known.tokens} />
      ) : (
        decodeEntities(known.text)
      );
    case 'escape':
      return known.text;
    case 'strong':
      return (
        <strong key={key}>
          <InlineTokens tokens={known.tokens} />
        </strong>
      );
    case 'em':
      return (
        <em key={key}>
          <InlineTokens tokens={known.tokens} />
        </em>
      );
    case 'del':
      return (
        <del key={key}>
          <InlineTokens tokens={known.tokens} />
        </del>
      );
    case 'codespan':
      return <code key={key}>{known.text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return <MarkdownLink key={key} token={known} />;
    case 'image':
      return <MarkdownImage key={key} token={known} />;
    case 'checkbox':
      return <TaskCheckbox key={key} checked={known.checked} />;
    default:
      // Raw HTML (`<b>`, `<img onerror>`, `<script>`) and anything unknown: shown as typed, as text.
      return known.raw;
  }
}

/** Inline markdown (emphasis, code, links, images, line breaks) as React elements; never HTML. */
export function InlineTokens({ tokens }: { tokens: readonly Token[] }) {
  return <>{tokens.map(renderInline)}</>;
}
