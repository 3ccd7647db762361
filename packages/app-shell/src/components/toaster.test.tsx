import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { notify, removeAllToasts, Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    act(() => removeAllToasts());
    vi.useRealTimers();
  });

  it('loads its code once the browser is idle, before any toast is asked for', async () => {
    // A fresh copy of the module: the toaster is a module singleton, maybe loaded by a test before.
    vi.resetModules();
    const fresh = await import('./toaster');
    const { container } = renderWithProviders(<fresh.Toaster />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(document.querySelector('[data-scope="toast"][data-part="group"]')).not.toBeNull(),
    );
  });

  it('shows toasts in the order they were asked for', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      notify.info('First');
      notify.info('Second');
    });
    await screen.findByText('Second');
    const titles = screen.getAllByText(/^(First|Second)$/).map((node) => node.textContent);
    // The newest toast is drawn first (on top of the stack).
    expect(titles).toEqual(['Second', 'First']);
  });

  it('shows a notified message', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      notify.success('Agent pinned');
    });
    expect(await screen.findByText('Agent pinned')).toBeInTheDocument();
  });

  it('shows at most 5 toasts at once (chat-spec section 9)', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      for (let n = 1; n <= 6; n += 1) notify.info(`Message ${n}`);
    });
    await screen.findByText('Message 5');
    expect(screen.getAllByText(/^Message \d$/)).toHaveLength(5);
    expect(screen.queryByText('Message 6')).not.toBeInTheDocument();
  });

  it('hides a toast after 3 s (chat-spec section 9)', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      notify.error('Failed to pin agent');
    });
    await screen.findByText('Failed to pin agent');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(screen.getByText('Failed to pin agent')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.queryByText('Failed to pin agent')).not.toBeInTheDocument();
  });
});
