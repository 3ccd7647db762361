import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@parley/theme-brands';
import { JUMP_TO_LATEST_LABEL, MessageList } from './message-list';

const rowsOf = (count: number) => (
  <MessageList
    count={count}
    getKey={(index) => `row-${index}`}
    renderRow={(index) => <p>Row {index}</p>}
  />
);

/**
 * jsdom has no layout: the test gives the scrolling region its sizes (1000 px of rows in a 500 px
 * view), records every scroll the list makes, and moves the reader itself.
 */
function layOut() {
  const region = screen.getByRole('region', { name: 'Messages' });
  let scrollTop = 500;
  const scrolls: number[] = [];
  Object.defineProperty(region, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, get: () => 500 });
  Object.defineProperty(region, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = Math.min(value, 500);
      scrolls.push(value);
    },
  });
  return {
    scrolls,
    /** The reader scrolls to `pixels` above the end of the rows. */
    readAbove(pixels: number) {
      scrollTop = 500 - pixels;
      fireEvent.scroll(region);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function nextFrame() {
  act(() => vi.advanceTimersToNextFrame());
}

describe('MessageList (auto-scroll and "Jump to latest")', () => {
  it('renders its rows inside the labelled "Messages" region, which the keyboard can reach', () => {
    render(<BrandProvider>{rowsOf(3)}</BrandProvider>);
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region).toHaveTextContent('Row 2');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('follows new rows to the bottom while the reader is at the latest message', () => {
    const { rerender } = render(<BrandProvider>{rowsOf(2)}</BrandProvider>);
    const view = layOut();
    nextFrame();
    view.scrolls.length = 0;
    rerender(<BrandProvider>{rowsOf(3)}</BrandProvider>);
    nextFrame();
    expect(view.scrolls).toEqual([1000]);
  });

  it('scrolls once per animation frame however many rows arrive in it, not on each change', () => {
    const { rerender } = render(<BrandProvider>{rowsOf(2)}</BrandProvider>);
    const view = layOut();
    nextFrame();
    view.scrolls.length = 0;
    rerender(<BrandProvider>{rowsOf(3)}</BrandProvider>);
    rerender(<BrandProvider>{rowsOf(4)}</BrandProvider>);
    rerender(<BrandProvider>{rowsOf(5)}</BrandProvider>);
    expect(view.scrolls).toEqual([]);
    nextFrame();
    expect(view.scrolls).toHaveLength(1);
  });

  it('stops following once the reader scrolls up, and offers "Jump to latest"', () => {
    const { rerender } = render(<BrandProvider>{rowsOf(2)}</BrandProvider>);
    const view = layOut();
    nextFrame();
    rerender(<BrandProvider>{rowsOf(3)}</BrandProvider>);
    // The reader scrolls up before the pending frame: it must not pull them back down.
    act(() => view.readAbove(400));
    view.scrolls.length = 0;
    rerender(<BrandProvider>{rowsOf(4)}</BrandProvider>);
    nextFrame();
    expect(view.scrolls).toEqual([]);
    expect(screen.getByRole('button', { name: JUMP_TO_LATEST_LABEL })).toBeInTheDocument();
  });

  it('returns to the bottom from "Jump to latest" and follows again', async () => {
    render(<BrandProvider>{rowsOf(2)}</BrandProvider>);
    const view = layOut();
    act(() => view.readAbove(400));
    view.scrolls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: JUMP_TO_LATEST_LABEL }));
    expect(view.scrolls).toContain(1000);
    expect(screen.queryByRole('button', { name: JUMP_TO_LATEST_LABEL })).not.toBeInTheDocument();
  });

  it('counts a reader within 48 px of the end as at the latest message', () => {
    render(<BrandProvider>{rowsOf(2)}</BrandProvider>);
    const view = layOut();
    act(() => view.readAbove(40));
    expect(screen.queryByRole('button', { name: JUMP_TO_LATEST_LABEL })).not.toBeInTheDocument();
    act(() => view.readAbove(60));
    expect(screen.getByRole('button', { name: JUMP_TO_LATEST_LABEL })).toBeInTheDocument();
  });
});

describe('MessageList (row heights)', () => {
  /** The browser's ResizeObserver, which jsdom lacks: the test reports the sizes itself. */
  class ReportingResizeObserver {
    static latest: ReportingResizeObserver | undefined;
    constructor(readonly report: ResizeObserverCallback) {
      ReportingResizeObserver.latest = this;
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const rowElement = (text: string) => screen.getByText(text).parentElement as HTMLElement;

  it('sizes a newly mounted last row from its ResizeObserver report, reading no layout in the render', () => {
    const layoutReads = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const { rerender } = render(<BrandProvider>{rowsOf(1)}</BrandProvider>);
    rerender(<BrandProvider>{rowsOf(2)}</BrandProvider>);
    expect(layoutReads).not.toHaveBeenCalled();
    // Until measured, a row counts at the estimate of 240 px.
    expect(rowElement('Row 1').style.transform).toBe('translateY(240px)');

    const entry = {
      target: rowElement('Row 0'),
      borderBoxSize: [{ blockSize: 100, inlineSize: 600 }],
    };
    act(() => {
      const observer = ReportingResizeObserver.latest;
      observer?.report([entry as unknown as ResizeObserverEntry], observer as never);
    });

    expect(rowElement('Row 1').style.transform).toBe('translateY(100px)');
  });

  it('measures rows mounting above the last one at once, so nothing shows out of place', () => {
    const layoutReads = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    render(<BrandProvider>{rowsOf(3)}</BrandProvider>);
    expect(layoutReads.mock.contexts).toEqual([rowElement('Row 0'), rowElement('Row 1')]);
  });
});
