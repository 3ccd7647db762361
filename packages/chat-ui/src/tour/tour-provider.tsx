import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { logger } from '@parley/api-client';
import { delays } from '@parley/api-contract';
import { lazyPart } from '@parley/app-shell';
import { findTourTarget } from './find-tour-target';
import { scrollToTarget } from './scroll-to-target';
import { TourContext } from './tour-context';
import type { TourContextValue } from './tour-context';
import { initialTourState, isTourRunning, tourReducer } from './tour-reducer';
import { quickStartTourSteps, validateTourSteps } from './tour-steps';
import type { TourStep } from './tour-steps';
import { placeTooltip } from './tooltip-placement';
import { useTargetBox } from './use-target-box';

// What the tour draws loads when it first runs (issue 5, the /chat bundle budget).
const TourSpotlight = lazyPart(async () => (await import('./tour-spotlight')).TourSpotlight);
const TourTooltip = lazyPart(async () => (await import('./tour-tooltip')).TourTooltip);

export interface TourProviderProps {
  /** Defaults to the 12-step quick-start tour; each must be an object with a target. */
  steps?: TourStep[];
  /** Esc closes the tour unless set to false (chat-spec section 4). */
  closeOnEscape?: boolean;
  children: ReactNode;
}

/**
 * Holds the quick-start tour (chat-spec section 4) and draws it over the page: a spotlight around
 * the current step's `data-tour` target and the step's tooltip dialog. It starts stopped; call
 * `useTour().start()` to run it.
 */
export function TourProvider({
  steps = quickStartTourSteps,
  closeOnEscape = true,
  children,
}: TourProviderProps) {
  const checkedSteps = useMemo(() => validateTourSteps(steps), [steps]);
  const [state, dispatch] = useReducer(tourReducer, initialTourState);
  // Counts step visits, so a scroll that ends after the tour moved on reports nothing.
  const visit = useRef(0);

  useEffect(() => dispatch({ type: 'init', size: checkedSteps.length }), [checkedSteps]);

  useEffect(() => {
    if (state.status !== 'running' || state.lifecycle !== 'init') return;
    const step = checkedSteps[state.index];
    if (!step) return;
    const element = findTourTarget(step.target);
    if (!element) {
      logger.warn(
        `Tour step ${state.index + 1}: target "${step.target}" is missing or hidden; skipping it`,
      );
      dispatch({ type: 'update', lifecycle: 'error' });
      return;
    }
    const thisVisit = ++visit.current;
    dispatch({ type: 'update', lifecycle: 'ready', tooltip: 'opening' });
    void scrollToTarget(element).then(() => {
      if (visit.current === thisVisit)
        dispatch({ type: 'update', lifecycle: 'tooltip', tooltip: 'open' });
    });
  }, [state.status, state.lifecycle, state.index, checkedSteps]);

  useEffect(() => {
    if (state.status !== 'running') visit.current += 1;
  }, [state.status]);

  useEffect(() => {
    if (state.tooltip === 'closing') dispatch({ type: 'update', tooltip: 'idle' });
  }, [state.tooltip]);

  useEffect(() => {
    if (state.status !== 'skipped') return;
    const timer = setTimeout(
      () => dispatch({ type: 'reset', restart: true }),
      delays.tourRestartDelayMs,
    );
    return () => clearTimeout(timer);
  }, [state.status]);

  const value = useMemo<TourContextValue>(
    () => ({
      state,
      steps: checkedSteps,
      isRunning: isTourRunning(state),
      start: (index) => dispatch({ type: 'start', index }),
      stop: () => dispatch({ type: 'stop' }),
      reset: () => dispatch({ type: 'reset' }),
      next: () => dispatch({ type: 'next' }),
      prev: () => dispatch({ type: 'prev' }),
      go: (index) => dispatch({ type: 'go', index }),
      close: () => dispatch({ type: 'close' }),
      skip: () => dispatch({ type: 'skip' }),
    }),
    [state, checkedSteps],
  );

  const step = checkedSteps[state.index];
  const targetFound = state.lifecycle === 'ready' || state.lifecycle === 'tooltip';
  const box = useTargetBox(isTourRunning(state) && targetFound ? step?.target : undefined);
  return (
    <TourContext.Provider value={value}>
      {children}
      {isTourRunning(state) && box && <TourSpotlight target={box} />}
      {/* One dialog for the whole run, so focus stays in it from step to step. */}
      {isTourRunning(state) && box && step && (
        <TourTooltip
          step={step}
          index={state.index}
          total={checkedSteps.length}
          placement={placeTooltip(box, { width: window.innerWidth, height: window.innerHeight })}
          closeOnEscape={closeOnEscape}
          onNext={value.next}
          onPrev={value.prev}
          onRestart={value.skip}
          onClose={value.close}
        />
      )}
    </TourContext.Provider>
  );
}
