import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorAlertList } from './error-alert-list';
import { WarningAlerts } from './warning-alerts';
import type { AlertWarning } from './warning-alerts';

describe('ErrorAlertList', () => {
  it('lists every form-level message in one alert', () => {
    renderWithProviders(
      <ErrorAlertList
        messages={['A user role named "Editors" exists already.', 'roleIds: gone']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The changes could not be saved')).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A user role named "Editors" exists already.', 'roleIds: gone']);
  });

  it('draws nothing without messages', () => {
    renderWithProviders(<ErrorAlertList messages={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('WarningAlerts', () => {
  const first: AlertWarning[] = [
    { property: 'deploymentName', message: 'The deployment is being retired next month' },
    { property: 'temperature', message: 'Above 1 answers wander' },
  ];

  it('keeps each warning until dismissed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WarningAlerts warnings={first} />);
    expect(screen.getByText('The deployment is being retired next month')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Dismiss the warning about deploymentName' }),
    );
    expect(
      screen.queryByText('The deployment is being retired next month'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Above 1 answers wander')).toBeVisible();
  });

  it('drops resolved warnings and shows a later save’s warnings again', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<WarningAlerts warnings={first} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss the warning about temperature' }));
    // The next save resolved the deployment warning and still reports the temperature one.
    rerender(<WarningAlerts warnings={[first[1] as AlertWarning]} />);
    expect(
      screen.queryByText('The deployment is being retired next month'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Above 1 answers wander')).toBeVisible();
    rerender(<WarningAlerts warnings={[]} />);
    expect(screen.queryByText('Above 1 answers wander')).not.toBeInTheDocument();
  });
});
