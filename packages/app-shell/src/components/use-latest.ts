import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A ref holding what the last render saw, for callbacks that keep their identity (so memoized
 * children are not drawn again) yet must act on current values when they run.
 */
export function useLatest<Value>(value: Value): Readonly<RefObject<Value>> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
