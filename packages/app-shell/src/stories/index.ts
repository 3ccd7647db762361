// Story support shared by every package with stories (imported by stories only, never by product
// code). Unlike `@parley/app-shell/testing`, which is Node-only (a loopback HTTP server), this entry
// runs in Storybook's browser.
export { withRouter } from './story-router';
