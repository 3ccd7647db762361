import { useMemo, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import { tour } from '@parley/api-contract';
import { lazyPart } from '@parley/app-shell';
import { TourContext } from './tour-context';
import type { TourContextValue } from './tour-context';
import { initialTourState, isTourRunning, tourReducer } from './tour-reducer';
import { validateTourSteps } from './tour-steps';
import type { TourStep } from './tour-steps';

// What runs the tour (its steps' text, finding and scrolling to targets, the spotlight and the
// tooltip) loads when it is first started (issue 5, the /chat bundle budget).
const TourEngine = lazyPart(async () => (await import('./tour-engine')).TourEngine);

export interface TourProviderProps {
  /** Defaults to the 12-step quick-start tour; each must be an object with a target. */
  steps?: TourStep[];
  /** Esc closes the tour unless set to false (chat-spec section 4). */
  closeOnEscape?: boolean;
  children: ReactNode;
}

/**
 * Holds the quick-start tour (chat-spec section 4) and, once it has been started, draws it over
 * the page: a spotlight around the current step's `data-tour` target and the step's tooltip
 * dialog. It starts stopped; call `useTour().start()` to run it.
 */
export function TourProvider({ steps, closeOnEscape = true, children }: TourProviderProps) {
  // Checked at once: steps without a target are a mistake to see when the page mounts.
  const checkedSteps = useMemo(() => steps && validateTourSteps(steps), [steps]);
  const [state, dispatch] = useReducer(tourReducer, checkedSteps?.length ?? tour.steps, (size) =>
    tourReducer(initialTourState, { type: 'init', size }),
  );
  const [started, setStarted] = useState(false);

  const value = useMemo<TourContextValue>(
    () => ({
      state,
      isRunning: isTourRunning(state),
      start: (index) => {
        setStarted(true);
        dispatch({ type: 'start', index });
      },
      stop: () => dispatch({ type: 'stop' }),
      reset: () => dispatch({ type: 'reset' }),
      next: () => dispatch({ type: 'next' }),
      prev: () => dispatch({ type: 'prev' }),
      go: (index) => dispatch({ type: 'go', index }),
      close: () => dispatch({ type: 'close' }),
      skip: () => dispatch({ type: 'skip' }),
    }),
    [state],
  );

  return (
    <TourContext.Provider value={value}>
      {children}
      {started && (
        <TourEngine
          steps={checkedSteps}
          closeOnEscape={closeOnEscape}
          tour={value}
          dispatch={dispatch}
        />
      )}
    </TourContext.Provider>
  );
}
