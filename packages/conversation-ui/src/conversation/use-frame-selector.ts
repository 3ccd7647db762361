import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';

/**
 * Like `useSelector`, but a store change reaches React at most once per animation frame: a
 * streamed answer dispatches an action per token, and rendering each one would starve the main
 * thread (ARCHITECTURE section 11). The first render reads the store directly.
 */
export function useFrameSelector<Selected>(selector: (state: unknown) => Selected): Selected {
  const store = useStore();
  const [selected, setSelected] = useState(() => selector(store.getState()));

  useEffect(() => {
    let frame: number | null = null;
    const read = () => {
      frame = null;
      setSelected(selector(store.getState()));
    };
    // The store may have changed between the first render and this subscription.
    read();
    const unsubscribe = store.subscribe(() => {
      frame ??= requestAnimationFrame(read);
    });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [store, selector]);

  return selected;
}
