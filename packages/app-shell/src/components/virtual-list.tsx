import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode, UIEvent } from 'react';

export interface VirtualListProps {
  /** How many rows the whole list has. */
  count: number;
  /** Every row is this tall, in pixels (fixed-height rows keep the arithmetic exact). */
  rowHeight: number;
  /** Renders row `index`; only rows in view (plus `overscan`) are rendered. */
  renderRow: (index: number) => ReactNode;
  /** Called when the last row comes into view, e.g. to load the next page. */
  onEndReached?: () => void;
  /** Rows rendered beyond each edge of the view, so fast scrolling shows no gaps. */
  overscan?: number;
  'aria-label': string;
  'data-tour'?: string;
}

/** jsdom and a first paint report no size; assume a window-tall view until measured. */
function fallbackHeight(): number {
  return typeof window === 'undefined' ? 0 : window.innerHeight;
}

/**
 * A windowed list of fixed-height rows: it renders only the rows in view, so ten thousand
 * conversations cost what twenty do. The list is a `role="list"` of `role="listitem"` rows.
 */
export function VirtualList({
  count,
  rowHeight,
  renderRow,
  onEndReached,
  overscan = 8,
  ...rest
}: VirtualListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(fallbackHeight);

  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight > 0) setHeight(element.clientHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const endInView = count > 0 && Math.ceil((scrollTop + height) / rowHeight) >= count;

  useEffect(() => {
    if (endInView) onEndReached?.();
  }, [endInView, count, onEndReached]);

  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    rows.push(
      <Box
        key={index}
        role="listitem"
        position="absolute"
        insetInlineStart="0"
        insetInlineEnd="0"
        top={`${index * rowHeight}px`}
        height={`${rowHeight}px`}
      >
        {renderRow(index)}
      </Box>,
    );
  }

  return (
    <Box
      ref={viewport}
      overflowY="auto"
      height="100%"
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      data-tour={rest['data-tour']}
    >
      <Box
        role="list"
        aria-label={rest['aria-label']}
        position="relative"
        height={`${count * rowHeight}px`}
      >
        {rows}
      </Box>
    </Box>
  );
}
