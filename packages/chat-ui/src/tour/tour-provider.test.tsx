import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger, LogLevel } from '@parley/api-client';
import { renderWithProviders } from '@parley/app-shell/testing';
import { useTour } from './tour-context';
import { TourProvider } from './tour-provider';
import type { TourStep } from './tour-steps';

const steps: TourStep[] = [
  { target: 'first', title: 'First step', content: 'One' },
  { target: 'second', title: 'Second step', content: 'Two' },
  { target: 'missing', title: 'Missing step', content: 'Never shown' },
  { target: 'fourth', title: 'Fourth step', content: 'Four' },
];

function StartButton() {
  const tour = useTour();
  return (
    <button type="button" onClick={() => tour.start()}>
      Start tour
    </button>
  );
}

function TourStatus() {
  const { state } = useTour();
  return <output aria-label="Tour status">{state.status}</output>;
}

function renderTour({ closeOnEscape = true, withHidden = false } = {}) {
  return renderWithProviders(
    <TourProvider steps={steps} closeOnEscape={closeOnEscape}>
      <span data-tour="first">First target</span>
      <span data-tour="second" hidden={withHidden}>
        Second target
      </span>
      <span data-tour="fourth">Fourth target</span>
      <StartButton />
      <TourStatus />
    </TourProvider>,
  );
}

/** The status output; the modal tour hides the page from the accessibility tree meanwhile. */
function tourStatus() {
  return screen.getByRole('status', { name: 'Tour status', hidden: true });
}

async function startTour() {
  await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
  return screen.findByRole('dialog', { name: 'First step' });
}

describe('TourProvider', () => {
  beforeEach(() => {
    logger.setLevel(LogLevel.WARN);
  });
  afterEach(() => {
    logger.setLevel(LogLevel.ERROR);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('throws "useTour must be used within a TourProvider" outside a provider (chat-spec section 8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTour())).toThrow('useTour must be used within a TourProvider');
  });

  it('refuses steps without a target (chat-spec section 5)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const badSteps = [{ title: 'x', content: 'y' }] as unknown as TourStep[];
    expect(() =>
      render(
        <TourProvider steps={badSteps}>
          <span />
        </TourProvider>,
      ),
    ).toThrow('Tour step 1 must have a target: a non-empty string');
  });

  it('starts stopped, and runs on request (chat-spec section 4)', async () => {
    renderTour();
    expect(tourStatus()).toHaveTextContent('ready');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await startTour();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
  });

  it('moves focus into the tooltip dialog, onto Next', async () => {
    renderTour();
    await startTour();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('moves one step on Next and one back on Back', async () => {
    renderTour();
    await startTour();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Second step' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'First step' })).toBeInTheDocument();
  });

  it('hides Restart on the first step and shows it after (chat-spec section 4)', async () => {
    renderTour();
    await startTour();
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Second step' });
    expect(screen.getByRole('button', { name: 'Restart' })).toBeInTheDocument();
  });

  it('restarts from step 0 100 ms after Restart (chat-spec section 4)', async () => {
    renderTour();
    await startTour();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Second step' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => screen.getByRole('button', { name: 'Restart' }).click());
    expect(tourStatus()).toHaveTextContent('skipped');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90);
    });
    expect(tourStatus()).toHaveTextContent('skipped');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'First step' })).toBeInTheDocument();
    expect(tourStatus()).toHaveTextContent('running');
  });

  it('skips a step whose target is missing, with a logged warning (chat-spec section 4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTour();
    await startTour();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Second step' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Fourth step' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Tour step 3: target "missing" is missing or hidden; skipping it',
    );
  });

  it('skips a hidden target backwards when travelling back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTour({ withHidden: true });
    await startTour();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Fourth step' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'First step' })).toBeInTheDocument();
  });

  it('closes on Esc and returns focus to where the tour started (chat-spec section 4)', async () => {
    renderTour();
    await startTour();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tourStatus()).toHaveTextContent('paused');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start tour' })).toHaveFocus());
  });

  it('stays open on Esc when closing on Esc is disabled', async () => {
    renderTour({ closeOnEscape: false });
    await startTour();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'First step' })).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderTour();
    await startTour();
    await userEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the tooltip', async () => {
    renderTour();
    await startTour();
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('finishes on the last step: stopped, and the next run starts at step 0 (chat-spec section 4)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTour();
    await startTour();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Second step' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Fourth step' });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tourStatus()).toHaveTextContent('finished');
    expect(await startTour()).toBeInTheDocument();
  });
});
