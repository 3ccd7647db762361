export { baseApi } from './base-api';
export { healthApi, useGetHealthQuery } from './endpoints/health';
export { makeStore } from './make-store';

export type { ApiExtra } from './base-api';
export type { MakeStoreOptions } from './make-store';
