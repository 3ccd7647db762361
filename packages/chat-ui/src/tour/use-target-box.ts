import { useEffect, useState } from 'react';
import { findTourTarget } from './find-tour-target';
import type { TargetBox } from './tooltip-placement';

/**
 * The box, in viewport coordinates, of the tour target named `target`, kept current while the page
 * scrolls or resizes. With no target it keeps the last box, so the tooltip can stay put (and keep
 * focus) while the next step's target is looked for.
 */
export function useTargetBox(target: string | undefined): TargetBox | undefined {
  const [box, setBox] = useState<TargetBox>();
  useEffect(() => {
    if (!target) return;
    const measure = () => {
      const element = findTourTarget(target);
      if (!element) return;
      const { top, left, width, height } = element.getBoundingClientRect();
      setBox({ top, left, width, height });
    };
    measure();
    window.addEventListener('resize', measure);
    // Capture: scrolls of inner lists do not bubble.
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [target]);
  return box;
}
