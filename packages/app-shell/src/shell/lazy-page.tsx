import { lazy, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { NavigationProgress } from './navigation-progress';

// Pages that load on their first visit, and the navigation progress bar that shows while one
// loads (chat-spec section 2: "A 2.5 px progress bar shows during navigation"). The router moves
// between pages in a React transition, so the page being left stays on screen while the next
// one's module downloads; the count of modules in flight is what says a navigation is under way.

let loadsInFlight = 0;
const listeners = new Set<() => void>();

function setLoadsInFlight(count: number) {
  loadsInFlight = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a page module made by `lazyPage` is downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loadsInFlight > 0);
}

/**
 * A page component whose module loads on first render, e.g.
 * `lazyPage(() => import('./pages/login-page'), 'LoginPage')`. While it loads,
 * `PageLoadingProgress` shows; a failed load throws to the nearest error boundary.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends ComponentType<object> ? Name : never),
) {
  return lazy(async () => {
    setLoadsInFlight(loadsInFlight + 1);
    try {
      return { default: (await load())[name] as ComponentType<object> };
    } finally {
      setLoadsInFlight(loadsInFlight - 1);
    }
  });
}

/** The navigation progress bar, shown while a page made by `lazyPage` loads. */
export function PageLoadingProgress() {
  return <NavigationProgress active={usePageLoading()} />;
}
