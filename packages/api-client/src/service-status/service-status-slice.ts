import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ServiceStatusState {
  /** True while the server answers 503 and the base query waits to retry (chat-spec section 8). */
  serviceUnavailable: boolean;
}

export const initialServiceStatusState: ServiceStatusState = { serviceUnavailable: false };

export const serviceStatusSlice = createSlice({
  name: 'serviceStatus',
  initialState: initialServiceStatusState,
  reducers: {
    serviceUnavailableChanged(state, { payload }: PayloadAction<boolean>) {
      state.serviceUnavailable = payload;
    },
  },
  selectors: {
    selectServiceUnavailable: (state) => state.serviceUnavailable,
  },
});

export const { serviceUnavailableChanged } = serviceStatusSlice.actions;
