import { createContext, useContext } from 'react';
import { isTourRunning } from './tour-reducer';
import type { TourState } from './tour-reducer';

export interface TourControls {
  /** Runs the tour from the first step, or from `index`. */
  start: (index?: number) => void;
  stop: () => void;
  /** Rewinds to a stopped first step. */
  reset: () => void;
  next: () => void;
  prev: () => void;
  go: (index: number) => void;
  close: () => void;
  /** Labelled "Restart": the tour starts again from step 0 after 100 ms. */
  skip: () => void;
}

export interface TourContextValue extends TourControls {
  state: TourState;
  isRunning: boolean;
}

export const TourContext = createContext<TourContextValue | undefined>(undefined);

/** The tour's state and controls; only inside a TourProvider (chat-spec section 8). */
export function useTour(): TourContextValue {
  const tour = useContext(TourContext);
  if (!tour) throw new Error('useTour must be used within a TourProvider');
  return tour;
}

/**
 * Whether the tour runs, for parts that only need to know (the sidebar disables conversation
 * selection meanwhile, chat-spec section 4). False outside a TourProvider, so such parts render
 * alone in stories and tests.
 */
export function useIsTourRunning(): boolean {
  const tour = useContext(TourContext);
  return tour ? isTourRunning(tour.state) : false;
}
