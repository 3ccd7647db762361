import { useEffect, useMemo, useRef } from 'react';
import type { Dispatch } from 'react';
import { logger } from '@parley/api-client';
import { delays } from '@parley/api-contract';
import { findTourTarget } from './find-tour-target';
import { scrollToTarget } from './scroll-to-target';
import type { TourContextValue } from './tour-context';
import { isTourRunning } from './tour-reducer';
import type { TourAction } from './tour-reducer';
import { useChatText } from '../i18n/chat-text';
import { quickStartTourStepsIn } from './tour-steps';
import type { TourStep } from './tour-steps';
import { TourSpotlight } from './tour-spotlight';
import { TourTooltip } from './tour-tooltip';
import { placeTooltip } from './tooltip-placement';
import { useTargetBox } from './use-target-box';

export interface TourEngineProps {
  /** Already checked (`validateTourSteps`); the quick-start tour when absent. */
  steps: TourStep[] | undefined;
  closeOnEscape: boolean;
  /** The provider's state and controls. */
  tour: TourContextValue;
  dispatch: Dispatch<TourAction>;
}

/**
 * What runs the quick-start tour (chat-spec section 4) over the provider's reducer, loaded when the
 * tour is first started: it finds each step's target (a missing or hidden one is skipped with a
 * logged warning), scrolls to it, restarts the tour 100 ms after Restart, and draws the spotlight
 * and the tooltip dialog.
 */
export function TourEngine({ steps, closeOnEscape, tour, dispatch }: TourEngineProps) {
  const t = useChatText();
  // One array per language: the effects below run again only when the steps change.
  const checkedSteps = useMemo(() => steps ?? quickStartTourStepsIn(t), [steps, t]);
  const { state } = tour;
  // Counts step visits, so a scroll that ends after the tour moved on reports nothing.
  const visit = useRef(0);

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
  }, [state.status, state.lifecycle, state.index, checkedSteps, dispatch]);

  useEffect(() => {
    if (state.status !== 'running') visit.current += 1;
  }, [state.status]);

  useEffect(() => {
    if (state.tooltip === 'closing') dispatch({ type: 'update', tooltip: 'idle' });
  }, [state.tooltip, dispatch]);

  useEffect(() => {
    if (state.status !== 'skipped') return;
    const timer = setTimeout(
      () => dispatch({ type: 'reset', restart: true }),
      delays.tourRestartDelayMs,
    );
    return () => clearTimeout(timer);
  }, [state.status, dispatch]);

  const step = checkedSteps[state.index];
  const targetFound = state.lifecycle === 'ready' || state.lifecycle === 'tooltip';
  const box = useTargetBox(isTourRunning(state) && targetFound ? step?.target : undefined);
  return (
    <>
      {isTourRunning(state) && box && <TourSpotlight target={box} />}
      {/* One dialog for the whole run, so focus stays in it from step to step. */}
      {isTourRunning(state) && box && step && (
        <TourTooltip
          step={step}
          index={state.index}
          total={checkedSteps.length}
          placement={placeTooltip(box, { width: window.innerWidth, height: window.innerHeight })}
          closeOnEscape={closeOnEscape}
          onNext={tour.next}
          onPrev={tour.prev}
          onRestart={tour.skip}
          onClose={tour.close}
        />
      )}
    </>
  );
}
