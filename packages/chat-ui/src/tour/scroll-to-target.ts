import { tour } from '@parley/api-contract';

function easeInOut(progress: number) {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

/** The nearest ancestor that scrolls vertically: a sidebar list, or else the page. */
function scrollParentOf(element: Element): Element {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return document.scrollingElement ?? document.documentElement;
}

function visibleArea(scroller: Element) {
  if (scroller === document.scrollingElement || scroller === document.documentElement) {
    return { top: 0, bottom: window.innerHeight };
  }
  const box = scroller.getBoundingClientRect();
  return { top: box.top, bottom: box.bottom };
}

/**
 * Brings a target into view when it is not fully visible, scrolling its nearest scrolling
 * ancestor so the target ends 20 px below that area's top, over 300 ms (chat-spec section 9).
 * Resolves once the target is in view; with reduced motion asked for, it jumps there at once.
 */
export function scrollToTarget(element: Element): Promise<void> {
  const scroller = scrollParentOf(element);
  const area = visibleArea(scroller);
  const box = element.getBoundingClientRect();
  if (box.top >= area.top && box.bottom <= area.bottom) return Promise.resolve();
  const from = scroller.scrollTop;
  const to = Math.max(0, from + box.top - area.top - tour.scrollOffset);
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    scroller.scrollTop = to;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const frame = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / tour.scrollDurationMs);
      scroller.scrollTop = from + (to - from) * easeInOut(progress);
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}
