import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface EntraIdSettings {
  clientId: string;
  tenantId: string;
  instance: string;
}

export interface InstanceSettingsState {
  name: string;
  organizationName: string;
  entraIdSettings: EntraIdSettings;
}

export interface AuthState {
  instanceSettings: InstanceSettingsState;
  /** True while the server reports that it is not ready (chat-spec section 3, default false). */
  healthCheckIssue: boolean;
}

/** The product name reads "Loading..." until the instance settings arrive (chat-spec section 3). */
export const INSTANCE_NAME_PLACEHOLDER = 'Loading...';

export const initialAuthState: AuthState = {
  instanceSettings: {
    name: INSTANCE_NAME_PLACEHOLDER,
    organizationName: '',
    entraIdSettings: { clientId: '', tenantId: '', instance: '' },
  },
  healthCheckIssue: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    instanceSettingsReceived(state, action: PayloadAction<InstanceSettingsState>) {
      state.instanceSettings = action.payload;
    },
    healthCheckIssueChanged(state, action: PayloadAction<boolean>) {
      state.healthCheckIssue = action.payload;
    },
  },
  selectors: {
    selectInstanceSettings: (state) => state.instanceSettings,
    selectHealthCheckIssue: (state) => state.healthCheckIssue,
  },
});

export const { instanceSettingsReceived, healthCheckIssueChanged } = authSlice.actions;
export const { selectInstanceSettings, selectHealthCheckIssue } = authSlice.selectors;
