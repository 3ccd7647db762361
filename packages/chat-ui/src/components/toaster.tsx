import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as ToasterRegionModule from './toaster-region';

type ToastType = 'success' | 'error' | 'info';

/**
 * Toasts are rare and their machinery (the toast store, its state machine and the toast UI) is
 * not needed to draw a page, so it loads with the first toast: `/chat` loads less (issue 5).
 */
let region: Promise<typeof ToasterRegionModule> | undefined;
const loadRegion = () => {
  region ??= import('./toaster-region').catch((error: unknown) => {
    region = undefined; // A later toast tries again.
    throw error;
  });
  return region;
};

/** Whether a toast was asked for, so `Toaster` starts drawing. */
let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(title: string, type: ToastType) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  // One shared promise: toasts keep the order they were asked for in.
  void loadRegion().then(({ toaster }) => toaster.create({ title, type, closable: true }));
}

/** Shows a short message, e.g. `notify.success('Agent pinned')` or `notify.error('Failed to pin agent')`. */
export const notify = {
  success: (title: string) => show(title, 'success'),
  error: (title: string) => show(title, 'error'),
  info: (title: string) => show(title, 'info'),
};

/** Removes every toast at once (tests use it between cases: the store is a module singleton). */
export async function removeAllToasts() {
  if (region) (await region).toaster.remove();
}

const ToasterRegion = lazy(async () => ({ default: (await loadRegion()).ToasterRegion }));

/** Renders the toasts; mount once near the root of the app. Draws nothing until the first toast. */
export function Toaster() {
  const drawing = useSyncExternalStore(subscribe, () => requested);
  if (!drawing) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  );
}
