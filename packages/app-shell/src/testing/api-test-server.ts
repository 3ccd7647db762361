// The one recording loopback server lives in api-client's test support; app-shell's tests and
// the screens' tests above it reach it here.
export { startApiTestServer } from '@parley/api-client/testing';

export type { ApiAnswer, ApiRoutes, ApiTestServer } from '@parley/api-client/testing';
