// eslint-plugin-jsx-a11y ships no types; this is the part of it the config reads.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & { flatConfigs: { recommended: Linter.Config } };
  export default plugin;
}
