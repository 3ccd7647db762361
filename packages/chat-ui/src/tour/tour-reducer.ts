/** Tour statuses of chat-spec section 4. */
export type TourStatus =
  'idle' | 'ready' | 'waiting' | 'running' | 'paused' | 'skipped' | 'finished';

/**
 * Where the current step is: `init` looking for its target, `ready` target found (scrolling to
 * it), `beacon` waiting behind a beacon (unused: the quick-start tour opens each tooltip directly),
 * `tooltip` shown, `complete` left by close or finish, `error` target missing or hidden.
 */
export type StepLifecycle = 'init' | 'ready' | 'beacon' | 'tooltip' | 'complete' | 'error';

/** The step tooltip: `init` before its step is ready, then opening, open, closing, and idle once gone. */
export type TooltipState = 'init' | 'idle' | 'opening' | 'open' | 'closing';

export type TourAction =
  | { type: 'init'; size: number }
  | { type: 'start'; index?: number }
  | { type: 'stop' }
  | { type: 'reset'; restart?: boolean }
  | { type: 'prev' }
  | { type: 'next' }
  | { type: 'go'; index: number }
  | { type: 'close' }
  | { type: 'skip' }
  | { type: 'update'; lifecycle?: StepLifecycle; tooltip?: TooltipState };

export type TourActionType = TourAction['type'];

export interface TourState {
  status: TourStatus;
  /** The current step, 0-based. */
  index: number;
  /** How many steps the tour has. */
  size: number;
  lifecycle: StepLifecycle;
  tooltip: TooltipState;
  /** The way the tour last moved: a step with no target is skipped in this direction. */
  direction: 1 | -1;
  /** The last action, for whoever follows the tour (analytics, tests). */
  action: TourActionType | undefined;
}

export const initialTourState: TourState = {
  status: 'idle',
  index: 0,
  size: 0,
  lifecycle: 'init',
  tooltip: 'idle',
  direction: 1,
  action: undefined,
};

export function isTourRunning(state: TourState) {
  return state.status === 'running';
}

/** Entering a step: its target has not been looked for yet. */
function atStep(state: TourState, index: number, direction: 1 | -1): TourState {
  return { ...state, status: 'running', index, direction, lifecycle: 'init', tooltip: 'init' };
}

/** Close or finish: the tour stops; finishing also rewinds to the first step. */
function stopped(state: TourState, status: TourStatus, index = state.index): TourState {
  return {
    ...state,
    status,
    index,
    lifecycle: 'complete',
    tooltip: state.tooltip === 'idle' ? 'idle' : 'closing',
  };
}

function move(state: TourState, direction: 1 | -1): TourState {
  const index = state.index + direction;
  if (index >= state.size) return stopped(state, 'finished', 0);
  // A missing first step reached while going back: go forward instead of falling off the start.
  if (index < 0) return move({ ...state, direction: 1 }, 1);
  return atStep(state, index, direction);
}

function reduce(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case 'init':
      if (state.status === 'waiting' && action.size > 0) {
        return atStep({ ...state, size: action.size }, 0, 1);
      }
      return {
        ...initialTourState,
        size: action.size,
        status: action.size > 0 ? 'ready' : 'idle',
      };
    case 'start': {
      if (state.size === 0) return { ...state, status: 'waiting' };
      const index = action.index ?? 0;
      return index >= 0 && index < state.size ? atStep(state, index, 1) : state;
    }
    case 'stop':
      return state.status === 'running' ? stopped(state, 'paused') : state;
    case 'reset':
      if (state.size === 0) return state;
      return action.restart
        ? atStep(state, 0, 1)
        : { ...stopped(state, 'ready', 0), lifecycle: 'init' };
    case 'prev':
      return state.status === 'running' && state.index > 0 ? move(state, -1) : state;
    case 'next':
      return state.status === 'running' ? move(state, 1) : state;
    case 'go':
      if (state.status !== 'running' || action.index < 0 || action.index >= state.size) {
        return state;
      }
      return atStep(state, action.index, action.index < state.index ? -1 : 1);
    case 'close':
      return state.status === 'running' ? stopped(state, 'paused') : state;
    case 'skip':
      return state.status === 'running' ? stopped(state, 'skipped') : state;
    case 'update':
      if (action.lifecycle === 'error' && state.status === 'running') {
        return move({ ...state, lifecycle: 'error' }, state.direction);
      }
      return {
        ...state,
        // A late report (a scroll ending after close) must not revive a stopped tour's step.
        lifecycle:
          state.status === 'running' ? (action.lifecycle ?? state.lifecycle) : state.lifecycle,
        tooltip: action.tooltip ?? state.tooltip,
      };
  }
}

/**
 * The quick-start tour as a pure reducer (chat-spec section 4). It starts stopped and runs on
 * `start`; next and prev move one step; close pauses; finishing (next on the last step) stops and
 * rewinds to step 0; skip marks it skipped (the provider restarts it after 100 ms with
 * `reset` + `restart`); `update` reports a step's lifecycle and tooltip, and a lifecycle `error`
 * (target missing or hidden) moves on in the direction of travel.
 */
export function tourReducer(state: TourState, action: TourAction): TourState {
  return { ...reduce(state, action), action: action.type };
}
