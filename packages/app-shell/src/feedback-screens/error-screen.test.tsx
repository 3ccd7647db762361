import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the generic error message of chat-spec section 2', () => {
    renderWithProviders(<ErrorScreen onReload={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Something went wrong. But don't panic, we're on it! In the meantime, you can Reload the Page to try again.",
    );
  });

  it('reloads the page when "Reload the Page" is pressed', async () => {
    const onReload = vi.fn();
    renderWithProviders(<ErrorScreen onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the Page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
