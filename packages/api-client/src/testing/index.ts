// Test support for every package and app (tests and stories only; never imported by product
// code): the recording loopback server standing in for the API, the sample entities, the token
// functions auth would provide, and a wait for real I/O. The server loads node:http on first use,
// so stories may import the samples from here.
export {
  conversationAgent,
  ownPersonalAgent,
  sampleAgent,
  sampleAgentDetails,
  sampleConfigState,
  sampleConversation,
  sampleDeployments,
  sampleExecutionDetails,
  sampleListItem,
  sampleSegment,
  sampleTraceLogs,
} from './samples';
export { recordingTokens } from './recording-tokens';
export { sendJson, startApiTestServer, startTestServer } from './test-server';
export { until } from './until';

export type { RecordingTokens } from './recording-tokens';
export type {
  ApiAnswer,
  ApiRoutes,
  ApiTestServer,
  RecordedRequest,
  Responder,
  TestServer,
} from './test-server';
