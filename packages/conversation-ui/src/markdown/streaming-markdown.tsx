import { Box } from '@chakra-ui/react';
import { MarkdownBlock } from './markdown-block';
import { proseStyles } from './prose-styles';
import { useMarkdownBlocks } from './use-markdown-blocks';

export interface StreamingMarkdownProps {
  /** The markdown so far; it may grow between renders while `streaming`. */
  text: string;
  /** True while more text may arrive: the last block is then still being written. */
  streaming: boolean;
}

/**
 * A model's answer as markdown, rendered incrementally and safely (ARCHITECTURE section 11).
 * Finished blocks are memoized and only the unfinished tail is parsed again as the text grows.
 * Raw HTML shows as text, links open only http, https and mailto in a new tab, and images load
 * only from our own origin. The answer takes the direction of its first letters (`dir="auto"`),
 * whatever the page's; code stays left to right.
 */
export function StreamingMarkdown({ text, streaming }: StreamingMarkdownProps) {
  const { finished, tail } = useMarkdownBlocks(text, streaming);
  return (
    // An answer keeps its own direction: English inside the Arabic page reads left to right.
    <Box css={proseStyles} dir="auto" aria-busy={streaming ? true : undefined}>
      {finished.map((token, index) =>
        // Blank lines between blocks render nothing: no element for React to compare each frame.
        token.type === 'space' ? null : <MarkdownBlock key={index} token={token} finished />,
      )}
      {tail.map((token, index) => (
        <MarkdownBlock key={finished.length + index} token={token} finished={!streaming} />
      ))}
    </Box>
  );
}
