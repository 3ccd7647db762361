import { Component, lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { logger } from '@parley/api-client';
import { notify } from './toaster';

/** Said when the code of a part loaded on first use cannot be downloaded. */
export const lazyPartMessages = {
  failed: 'This part of the page could not be loaded. Check your connection, then reload the page.',
};

/** A failed download of a part's code, told apart from an error the part throws while rendering. */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be downloaded', { cause });
    this.name = 'PartLoadError';
  }
}

interface LoadBoundaryState {
  error: unknown;
}

/** Catches a failed download; any other error goes on up to the app's error screen. */
class LoadBoundary extends Component<{ children: ReactNode }, LoadBoundaryState> {
  override state: LoadBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): LoadBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadError)) return;
    logger.error(error.message, error.cause);
    notify.error(lazyPartMessages.failed);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return null;
    throw error;
  }
}

/**
 * A component whose code downloads the first time it renders, so that what a page does not show
 * at first stays out of its start-up bundle (issue 5). It draws nothing while loading. If the
 * download fails (a lost connection, or a new release replaced the files) it draws nothing and
 * says so, instead of replacing the whole page with the error screen.
 *
 *   const AboutDrawer = lazyPart(async () => (await import('./about-drawer')).AboutDrawer);
 *
 * `fallback` draws something in its place while it loads (given the same props), for a part that
 * replaces something already on screen, such as a menu replacing its button.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { fallback?: ComponentType<Props> } = {},
): ComponentType<Props> {
  const { fallback: Fallback } = options;
  const Loaded = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      throw new PartLoadError(error);
    }
  });
  function LazyPart(props: Props) {
    return (
      <LoadBoundary>
        <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyPart;
}

/**
 * True from the first time `open` is true on. A dialog loaded on first use mounts then and stays
 * mounted, so that it can animate closed and keeps what it loaded.
 */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render (React's pattern for state that follows a prop).
  if (open && !opened) setOpened(true);
  return opened || open;
}
