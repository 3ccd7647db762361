// Test support shared by every package and app with screens (tests and stories only; never
// imported by product code). One of each kind: the loopback API (api-client's, which also holds
// the sample entities), the provider wrapper, the keyboard menu chooser, the form harness.
export { startApiTestServer } from './api-test-server';
export { chooseMenuItem } from './choose-menu-item';
export { FormHarness } from './form-harness';
export { installJsdomStubs } from './jsdom-stubs';
export { MemoryDataRouter } from './memory-data-router';
export { renderWithProviders } from './render-with-providers';
export { sampleAgent, sampleConfigState, sampleDeployments } from './samples';

export type { ApiAnswer, ApiRoutes, ApiTestServer } from './api-test-server';
export type { FormHarnessProps } from './form-harness';
export type { MemoryDataRouterProps } from './memory-data-router';
export type { RenderWithProvidersOptions, TestState, TestStore } from './render-with-providers';
