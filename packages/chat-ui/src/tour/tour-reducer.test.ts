import { describe, expect, it } from 'vitest';
import { initialTourState, isTourRunning, tourReducer } from './tour-reducer';
import type { TourAction, TourState } from './tour-reducer';

function run(...actions: TourAction[]): TourState {
  return actions.reduce(tourReducer, initialTourState);
}

const ready = { type: 'init', size: 12 } as const;

describe('tourReducer', () => {
  it('starts idle, with no steps', () => {
    expect(initialTourState.status).toBe('idle');
  });

  it('is ready but stopped once it has steps (chat-spec section 4: it starts stopped)', () => {
    const state = run(ready);
    expect(state.status).toBe('ready');
    expect(isTourRunning(state)).toBe(false);
  });

  it('runs from step 0 on start', () => {
    const state = run(ready, { type: 'start' });
    expect(state).toMatchObject({
      status: 'running',
      index: 0,
      lifecycle: 'init',
      tooltip: 'init',
    });
    expect(isTourRunning(state)).toBe(true);
  });

  it('waits when started before it has steps, and runs once they arrive', () => {
    const waiting = run({ type: 'start' });
    expect(waiting.status).toBe('waiting');
    expect(tourReducer(waiting, ready)).toMatchObject({ status: 'running', index: 0 });
  });

  it('moves one step on next and one back on prev', () => {
    expect(run(ready, { type: 'start' }, { type: 'next' }).index).toBe(1);
    expect(
      run(ready, { type: 'start' }, { type: 'next' }, { type: 'next' }, { type: 'prev' }).index,
    ).toBe(1);
  });

  it('does not move before the first step', () => {
    expect(run(ready, { type: 'start' }, { type: 'prev' }).index).toBe(0);
  });

  it('finishes on next from the last step: stopped and back at step 0', () => {
    const state = run(ready, { type: 'start', index: 11 }, { type: 'next' });
    expect(state).toMatchObject({ status: 'finished', index: 0, lifecycle: 'complete' });
    expect(isTourRunning(state)).toBe(false);
  });

  it('stops on close, keeping the step, with the tooltip closing', () => {
    const state = run(ready, { type: 'start' }, { type: 'next' }, { type: 'close' });
    expect(state).toMatchObject({ status: 'paused', index: 1, tooltip: 'closing' });
  });

  it('pauses on stop', () => {
    expect(run(ready, { type: 'start' }, { type: 'stop' }).status).toBe('paused');
  });

  it('marks the tour skipped on skip', () => {
    expect(run(ready, { type: 'start' }, { type: 'next' }, { type: 'skip' }).status).toBe(
      'skipped',
    );
  });

  it('rewinds to a stopped step 0 on reset, and runs again from step 0 on a restarting reset', () => {
    const skipped = run(ready, { type: 'start', index: 4 }, { type: 'skip' });
    expect(tourReducer(skipped, { type: 'reset' })).toMatchObject({ status: 'ready', index: 0 });
    expect(tourReducer(skipped, { type: 'reset', restart: true })).toMatchObject({
      status: 'running',
      index: 0,
      lifecycle: 'init',
    });
  });

  it('goes to a given step, ignoring one out of range', () => {
    const atFive = run(ready, { type: 'start' }, { type: 'go', index: 5 });
    expect(atFive.index).toBe(5);
    expect(tourReducer(atFive, { type: 'go', index: 12 }).index).toBe(5);
    expect(tourReducer(atFive, { type: 'go', index: -1 }).index).toBe(5);
  });

  it('ignores moves while not running', () => {
    const state = run(ready, { type: 'next' }, { type: 'go', index: 3 }, { type: 'skip' });
    expect(state).toMatchObject({ status: 'ready', index: 0 });
  });

  it('records lifecycle and tooltip updates', () => {
    const state = run(
      ready,
      { type: 'start' },
      { type: 'update', lifecycle: 'tooltip', tooltip: 'open' },
    );
    expect(state).toMatchObject({ lifecycle: 'tooltip', tooltip: 'open' });
  });

  it('skips a step whose target is missing in the direction of travel (chat-spec section 4)', () => {
    const forward = run(
      ready,
      { type: 'start' },
      { type: 'next' },
      { type: 'update', lifecycle: 'error' },
    );
    expect(forward.index).toBe(2);
    const backward = run(
      ready,
      { type: 'start', index: 5 },
      { type: 'prev' },
      { type: 'update', lifecycle: 'error' },
    );
    expect(backward.index).toBe(3);
  });

  it('goes forward when the first step is missing on the way back', () => {
    const state = run(
      ready,
      { type: 'start', index: 1 },
      { type: 'prev' },
      { type: 'update', lifecycle: 'error' },
    );
    expect(state).toMatchObject({ index: 1, direction: 1, status: 'running' });
  });

  it('finishes when the last step is missing', () => {
    const state = run(ready, { type: 'start', index: 11 }, { type: 'update', lifecycle: 'error' });
    expect(state).toMatchObject({ status: 'finished', index: 0 });
  });

  it('keeps a stopped step complete when a late lifecycle report arrives', () => {
    const state = run(
      ready,
      { type: 'start' },
      { type: 'close' },
      { type: 'update', lifecycle: 'tooltip', tooltip: 'idle' },
    );
    expect(state).toMatchObject({ lifecycle: 'complete', tooltip: 'idle' });
  });

  it('records the last action', () => {
    expect(run(ready, { type: 'start' }, { type: 'next' }).action).toBe('next');
  });
});
