import { useEffect, useSyncExternalStore } from 'react';
import { logger } from '@parley/api-client';
import type * as ToasterRegionModule from './toaster-region';

type ToastType = 'success' | 'error' | 'info';
type ToasterRegion = typeof ToasterRegionModule;

/**
 * The toast machinery (its store, state machine and UI) is not needed to draw a page, so it stays
 * out of the start-up bundle (issue 5) and loads once the browser is idle after start-up, or with
 * an earlier first toast. Loading it early matters: toasts mostly report failed requests, and a
 * lost connection would keep the toasts that say so from loading.
 */
let loaded: ToasterRegion | undefined;
let loading: Promise<ToasterRegion> | undefined;
const listeners = new Set<() => void>();

function loadRegion(): Promise<ToasterRegion> {
  loading ??= import('./toaster-region').then(
    (region) => {
      loaded = region;
      listeners.forEach((listener) => listener());
      return region;
    },
    (error: unknown) => {
      loading = undefined; // The next toast tries again.
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(title: string, type: ToastType, description?: string) {
  // One shared promise: toasts keep the order they were asked for in.
  loadRegion().then(
    ({ toaster }) => toaster.create({ title, description, type, closable: true }),
    (error: unknown) => logger.error(`A toast could not be shown: ${title}`, error),
  );
}

/** Shows a short message, e.g. `notify.success('Agent pinned')` or `notify.error('Failed to pin agent')`. */
export const notify = {
  success: (title: string) => show(title, 'success'),
  /** `description`: a second line, e.g. the technical reason under a sentence a user reads. */
  error: (title: string, description?: string) => show(title, 'error', description),
  info: (title: string) => show(title, 'info'),
};

/** Removes every toast at once (tests use it between cases: the store is a module singleton). */
export function removeAllToasts() {
  loaded?.toaster.remove();
}

/** Renders the toasts; mount once near the root of the app. */
export function Toaster() {
  const region = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (loaded) return;
    const preload = () => void loadRegion().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 1); // jsdom, older Safari
  }, []);
  return region ? <region.ToasterRegion /> : null;
}
