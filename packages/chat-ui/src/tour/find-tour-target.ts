import { tourTargetSelector } from '@parley/conversation-ui';

function isHidden(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.hidden) return true;
    const style = getComputedStyle(node);
    if (style.display === 'none') return true;
    if (node === element && (style.visibility === 'hidden' || style.visibility === 'collapse')) {
      return true;
    }
  }
  return false;
}

/** The element a step points at, or undefined when it is missing or hidden. */
export function findTourTarget(
  target: string,
  root: ParentNode = document,
): HTMLElement | undefined {
  const element = root.querySelector<HTMLElement>(tourTargetSelector(target));
  return element && !isHidden(element) ? element : undefined;
}
