import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../shell/error-boundaries';
import { renderWithProviders } from '../testing/render-with-providers';
import { lazyPart, lazyPartMessages, useHasOpened } from './lazy-part';
import { removeAllToasts, Toaster } from './toaster';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('The part itself is broken');
}

describe('lazyPart', () => {
  afterEach(() => {
    act(() => removeAllToasts());
    vi.restoreAllMocks();
  });

  it('draws the part, with its props, once its code has loaded', async () => {
    const LazyGreeting = lazyPart(async () => Greeting);
    renderWithProviders(<LazyGreeting name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('draws the fallback, with the same props, until the code has loaded', async () => {
    let finish: (component: typeof Greeting) => void = () => {};
    const LazyGreeting = lazyPart(
      () => new Promise<typeof Greeting>((resolve) => (finish = resolve)),
      { fallback: ({ name }) => <p>Waiting for {name}</p> },
    );
    renderWithProviders(<LazyGreeting name="Ada" />);
    expect(await screen.findByText('Waiting for Ada')).toBeInTheDocument();
    act(() => finish(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Ada')).not.toBeInTheDocument();
  });

  it('keeps the page and says so when the code cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const LazyGreeting = lazyPart<{ name: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderWithProviders(
      <AppErrorBoundary onError={onError}>
        <p>The page</p>
        <LazyGreeting name="Ada" />
        <Toaster />
      </AppErrorBoundary>,
    );
    expect(await screen.findByText(lazyPartMessages.failed)).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('lets an error the part throws while rendering reach the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const LazyBroken = lazyPart(async () => Broken);
    renderWithProviders(
      <AppErrorBoundary onError={onError}>
        <p>The page</p>
        <LazyBroken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('button', { name: /reload/i })).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The part itself is broken' }),
      expect.anything(),
    );
  });
});

describe('useHasOpened', () => {
  it('is false until the first opening, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useHasOpened(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
