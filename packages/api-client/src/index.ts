export { anonymousTokens } from './api-extra';
export { baseApi } from './base-api';
export { healthApi, useGetHealthQuery } from './endpoints/health';
export { makeStore } from './make-store';

export type { ApiExtra, TokenFunctions } from './api-extra';
export type { MakeStoreOptions } from './make-store';
