import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RedirectBridgePage } from './redirect-bridge-page';

describe('RedirectBridgePage (TOOLCHAIN.md, MSAL v5 redirect bridge)', () => {
  it('tells the user that sign-in is under way', () => {
    render(<RedirectBridgePage logger={{ error: () => undefined }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing in...');
  });

  it('logs when the page holds no sign-in answer to hand over', async () => {
    const logger = { error: vi.fn() };
    render(<RedirectBridgePage logger={logger} />);
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith(
        'Handing the sign-in answer to the app failed',
        expect.anything(),
      ),
    );
  });
});
