/**
 * What every jsdom test project (the packages and apps that draw React) shares.
 *
 * Test files run without module isolation: a worker imports React, Chakra and our packages once
 * and runs file after file on them, instead of importing them again for every file (measured on
 * conversation-ui, two cores: 110 s isolated with one worker, 22 s like this with two). Each file
 * still gets a fresh jsdom, and each test unmounts what it rendered (the setup files' cleanup), so
 * a test must only not depend on a module being loaded for the first time.
 */
export const jsdomTest = {
  environment: 'jsdom',
  isolate: false,
  // A bound for a test that hangs, not a speed check: a screen's test renders Chakra's whole tree
  // over real HTTP and types into forms key by key, which on two cores shared with other work
  // (the server suites, a build) has taken over 30 s.
  testTimeout: 60_000,
} as const;
