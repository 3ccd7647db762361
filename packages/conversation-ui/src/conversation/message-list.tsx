import { Box, Button } from '@chakra-ui/react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useConversationText } from '../i18n/conversation-text';
import { conversationColumnMaxWidth } from './column-width';
import { conversationMessages } from './conversation-messages';
import { ArrowDownIcon } from './conversation-icons';

export interface MessageListProps {
  count: number;
  /** A stable key per row, so a measured height survives re-renders and reordering. */
  getKey: (index: number) => string;
  renderRow: (index: number) => ReactNode;
  /** Stays under the rows, outside the scrolling area: the composer. */
  bottomBar?: ReactNode;
}

export const JUMP_TO_LATEST_LABEL = conversationMessages.jumpToLatest;

/** Within this distance of the end of the list the reader counts as at the latest message. */
const BOTTOM_SLACK_PX = 48;
const ESTIMATED_ROW_HEIGHT_PX = 240;

/** Every row lies at the top of the list, moved down to its place by its own transform. */
const ROW_STYLE = {
  '& > [data-index]': {
    position: 'absolute',
    top: '0',
    insetInlineStart: '0',
    width: 'full',
    paddingInline: '4',
  },
} as const;

/**
 * A row's height, as the library measures it, except for the newest row when it first mounts:
 * nothing is placed after it, so its height can wait for its ResizeObserver, after the browser's
 * own layout. Read when React attaches it, it forced a layout inside the render's task, and the
 * new height a second render of the list in that same task: sending a question, whose streamed
 * row mounts at once, made one long task of it. `itemSizeCache` and `options.getItemKey` are
 * @tanstack/virtual-core's own fields, not documented API: check them on upgrades (the
 * message-list tests fail if the newest row is measured at once again).
 */
function rowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<HTMLElement, Element>,
): number {
  const index = virtualizer.indexFromElement(element);
  const newestUnmeasured =
    index === virtualizer.options.count - 1 &&
    !virtualizer.itemSizeCache.has(virtualizer.options.getItemKey(index));
  if (!entry && newestUnmeasured) return ESTIMATED_ROW_HEIGHT_PX;
  return measureElement(element, entry, virtualizer);
}

/**
 * The region's size, as the library observes it, except before the region has a height (not laid
 * out yet, or in an environment without layout): the window's height stands in, so rows render
 * rather than none.
 */
const observeRegionRect: typeof observeElementRect<HTMLElement> = (instance, report) =>
  observeElementRect(instance, (rect) =>
    report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );

function scrollToBottom(scroller: HTMLElement | null): void {
  if (scroller) scroller.scrollTop = scroller.scrollHeight;
}

/**
 * Scrolls to the bottom at the next animation frame, once however often it is asked in between.
 * A stream changes the rows every frame: scrolling right after each change would make the browser
 * lay the page out again each time, on top of the layout the frame does anyway.
 */
function useScrollToBottomOnNextFrame(scroller: RefObject<HTMLElement | null>) {
  const frame = useRef<number | null>(null);
  const cancel = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);
  const schedule = useCallback(() => {
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      scrollToBottom(scroller.current);
    });
  }, [scroller]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}

/**
 * The conversation's rows, virtualized with measured heights, in a region of their own that is the
 * only part of the chat that scrolls (the top bar, the conversation's header and the composer stay
 * in view: issue 13). It follows new content while the reader is at the end; scrolling up stops
 * that and offers "Jump to latest" above the composer. Its parent gives it the height: a column
 * with a bounded height, where the list takes what the composer leaves.
 */
export function MessageList({ count, getKey, renderRow, bottomBar }: MessageListProps) {
  const t = useConversationText();
  const scrollerRef = useRef<HTMLElement | null>(null);
  const [following, setFollowing] = useState(true);
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement: () => scrollerRef.current,
    observeElementRect: observeRegionRect,
    estimateSize: () => ESTIMATED_ROW_HEIGHT_PX,
    getItemKey: getKey,
    measureElement: rowHeight,
    overscan: 4,
    // A scroll or a resize re-renders the list with the rest of the frame's work, not at once:
    // while an answer streams the list scrolls every frame, and a synchronous render each time
    // (the default) made long tasks.
    useFlushSync: false,
  });
  const totalSize = virtualizer.getTotalSize();

  const updateFollowing = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const belowView = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    setFollowing(belowView <= BOTTOM_SLACK_PX);
  }, []);

  const { schedule, cancel } = useScrollToBottomOnNextFrame(scrollerRef);
  useEffect(() => {
    // Scrolling up stops following at once: a frame still pending would pull the reader back.
    if (following) schedule();
    else cancel();
  }, [following, count, totalSize, schedule, cancel]);

  const jumpToLatest = () => {
    setFollowing(true);
    scrollToBottom(scrollerRef.current);
  };

  return (
    <>
      <Box
        ref={scrollerRef}
        as="section"
        aria-label={t('messages')}
        // Focusable, so a keyboard alone can scroll the conversation.
        tabIndex={0}
        flex="1"
        minH="0"
        overflowY="auto"
        onScroll={updateFollowing}
        focusVisibleRing="inside"
      >
        <Box
          position="relative"
          maxW={conversationColumnMaxWidth}
          w="full"
          mx="auto"
          px="4"
          css={ROW_STYLE}
          // Inline, not a style prop: the height changes with every measurement, and each new value
          // of a style prop would add a class to the page's style sheet.
          style={{ height: `${totalSize}px` }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            // A plain element: the rows are placed by the list's style, so each render of the list
            // (every scroll and measurement while an answer streams) resolves no style per row.
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderRow(item.index)}
            </div>
          ))}
        </Box>
      </Box>
      <Box position="relative" zIndex="docked" bg="bg">
        {!following && (
          <Button
            position="absolute"
            top="-12"
            insetStart="50%"
            transform="translateX(-50%)"
            _rtl={{ transform: 'translateX(50%)' }}
            size="sm"
            variant="surface"
            borderRadius="full"
            shadow="md"
            onClick={jumpToLatest}
          >
            <ArrowDownIcon />
            {t('jumpToLatest')}
          </Button>
        )}
        {bottomBar}
      </Box>
    </>
  );
}
