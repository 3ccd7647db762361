import { describe, expect, it } from 'vitest';
import {
  authSlice,
  healthCheckIssueChanged,
  initialAuthState,
  instanceSettingsReceived,
} from './auth-slice';

describe('auth slice', () => {
  it('starts with the instance name "Loading..." and no health-check issue', () => {
    expect(initialAuthState.instanceSettings.name).toBe('Loading...');
    expect(initialAuthState.healthCheckIssue).toBe(false);
  });

  it('records a health-check issue and its end', () => {
    const withIssue = authSlice.reducer(initialAuthState, healthCheckIssueChanged(true));
    expect(withIssue.healthCheckIssue).toBe(true);
    expect(authSlice.reducer(withIssue, healthCheckIssueChanged(false)).healthCheckIssue).toBe(
      false,
    );
  });

  it('replaces the placeholder with the instance settings once they arrive', () => {
    const settings = {
      name: 'Parley',
      organizationName: 'Parley Ltd',
      entraIdSettings: { clientId: 'c', tenantId: 't', instance: 'https://login.example' },
    };
    expect(
      authSlice.reducer(initialAuthState, instanceSettingsReceived(settings)).instanceSettings,
    ).toEqual(settings);
  });
});
