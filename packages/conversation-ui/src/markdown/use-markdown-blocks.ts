import { useState } from 'react';
import { splitMarkdownBlocks } from './markdown-blocks';
import type { MarkdownBlocks } from './markdown-blocks';

/**
 * The blocks of `text`, carried from one render to the next so that each update lexes only the
 * text after the finished blocks (React's "state from the previous render" pattern).
 */
export function useMarkdownBlocks(text: string, streaming: boolean): MarkdownBlocks {
  const [blocks, setBlocks] = useState(() => splitMarkdownBlocks(undefined, text, streaming));
  if (blocks.text === text && blocks.streaming === streaming) return blocks;
  const next = splitMarkdownBlocks(blocks, text, streaming);
  setBlocks(next);
  return next;
}
