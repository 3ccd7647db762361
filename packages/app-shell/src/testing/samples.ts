// The sample entities live in api-client's test support; packages above app-shell that may not
// import api-client (the agent editor, whose data arrives through ports) reach them here.
export { sampleAgent, sampleConfigState, sampleDeployments } from '@parley/api-client/testing';
