import type { ReactNode } from 'react';
import type { HighlightTree as Tree } from './highlight-code';

type TreeNode = Tree['children'][number];
type ElementNode = Extract<TreeNode, { type: 'element' }>;
type ElementChild = ElementNode['children'][number];

function renderNode(node: TreeNode | ElementChild, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const { className } = node.properties;
  return (
    <span key={key} className={Array.isArray(className) ? className.join(' ') : undefined}>
      {node.children.map(renderNode)}
    </span>
  );
}

/**
 * The highlighter's token tree as React elements: spans with `hljs-*` classes around text nodes,
 * coloured by the code block's semantic-token styles. No HTML string is ever parsed.
 */
export function HighlightTree({ tree }: { tree: Tree }) {
  return <>{tree.children.map(renderNode)}</>;
}
