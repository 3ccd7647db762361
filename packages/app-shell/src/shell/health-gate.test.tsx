import { screen } from '@testing-library/react';
import { serviceUnavailableChanged } from '@parley/api-client';
import { INITIALIZING_MESSAGE } from '@parley/auth';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { HealthGate } from './health-gate';

describe('HealthGate (chat-spec section 2)', () => {
  it('shows the app while no issue is known', () => {
    renderWithProviders(
      <HealthGate>
        <p>the app</p>
      </HealthGate>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('shows "Application is initializing, please wait..." while the server answers 503', async () => {
    const { store } = renderWithProviders(
      <HealthGate>
        <p>the app</p>
      </HealthGate>,
    );
    act(() => {
      store.dispatch(serviceUnavailableChanged(true));
    });
    expect(await screen.findByText(INITIALIZING_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('returns to the app when the server is ready again', async () => {
    const { store } = renderWithProviders(
      <HealthGate>
        <p>the app</p>
      </HealthGate>,
    );
    act(() => {
      store.dispatch(serviceUnavailableChanged(true));
    });
    await screen.findByText(INITIALIZING_MESSAGE);
    act(() => {
      store.dispatch(serviceUnavailableChanged(false));
    });
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });
});
