import { useEffect, useState } from 'react';
import type { HighlightTree } from './highlight-code';

interface Highlighted {
  code: string;
  language: string;
  tree: HighlightTree;
}

/**
 * The highlighted tree of a finished code block, once the lazily loaded highlighter has made it;
 * undefined before that, while the block is still streaming, or when it cannot be highlighted.
 */
export function useHighlightedCode(
  code: string,
  language: string,
  finished: boolean,
): HighlightTree | undefined {
  const [highlighted, setHighlighted] = useState<Highlighted>();

  useEffect(() => {
    if (!finished || language === '') return;
    let current = true;
    import('./highlight-code')
      .then(({ highlightCode }) => highlightCode(code, language))
      .then(
        (tree) => {
          if (current && tree) setHighlighted({ code, language, tree });
        },
        // A grammar chunk that fails to load leaves the code readable, only plain.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [code, language, finished]);

  const matches = highlighted?.code === code && highlighted.language === language;
  return finished && matches ? highlighted.tree : undefined;
}
