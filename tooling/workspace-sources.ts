import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The export condition under which every `@parley/*` package points at its TypeScript sources
 * (`"@parley/source": "./src/index.ts"` in its package.json; TypeScript's `customConditions` and
 * ESLint's resolver use it too). A name of our own, not `development`: that well-known condition
 * would also switch libraries such as Emotion and React Router to their development builds, and
 * ship those in production bundles.
 */
export const sourceCondition = '@parley/source';

/**
 * The Vite resolve options that bundle our packages from their sources: tree shaking and lazy
 * routes then work across package boundaries.
 */
export const workspaceSources = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/**
 * The same for a Vitest project, which runs our packages from their sources so that tests need no
 * prior build. Vitest resolves with Node's conditions in every environment (jsdom included), so
 * only our condition is added to those; `__vitest__` is the environment that runs global setup
 * files (the server's seeds the test database).
 */
const testConditions = [sourceCondition, ...defaultServerConditions.filter((c) => c !== 'module')];
export const workspaceTestSources = {
  resolve: { conditions: testConditions },
  ssr: { resolve: { conditions: testConditions } },
  environments: { __vitest__: { resolve: { conditions: testConditions } } },
};
