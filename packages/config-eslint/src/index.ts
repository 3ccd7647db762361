import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import type { Linter } from 'eslint';
import {
  allowedImports,
  consoleMembers,
  consoleOnlyEntries,
  forbiddenImports,
  memberFolder,
} from './boundaries';

const deepImportPatterns = [
  {
    group: ['@parley/*/src', '@parley/*/src/**'],
    message: "Import a package's public entry point, never its src/ (ARCHITECTURE section 2).",
  },
  {
    group: ['**/packages/*/src/**', '**/apps/*/src/**'],
    message: 'Import another workspace member by its package name, never by a path into its src/.',
  },
];

/**
 * Code that reaches a browser uses `zod/mini`: classic zod is not tree-shakable and weighs about
 * 15 KB gzip more on `/chat` (issue 5). Only the server, which never ships to a browser, may use it.
 */
const classicZod = {
  regex: '^zod(/v3|/v4(/classic)?)?$',
  message:
    "Import * as z from 'zod/mini': classic zod cannot be tree-shaken out of browser bundles.",
};

/** One `no-restricted-imports` block per workspace member: flat config replaces, never merges, a rule. */
function boundaryConfigs(): Linter.Config[] {
  return (Object.keys(allowedImports) as (keyof typeof allowedImports)[]).map((member) => {
    const forbidden = forbiddenImports(member);
    return {
      name: `parley/boundaries/${member}`,
      files: [`${memberFolder(member)}/**/*.{ts,tsx,js,mjs}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...deepImportPatterns,
              ...(member === 'api-server' ? [] : [classicZod]),
              {
                group: forbidden.flatMap((name) => [`@parley/${name}`, `@parley/${name}/*`]),
                message: `${member} may import only ${
                  allowedImports[member].map((name) => `@parley/${name}`).join(', ') ||
                  'nothing of ours'
                } (ARCHITECTURE section 2).`,
              },
              ...(consoleMembers.includes(member)
                ? []
                : [
                    {
                      group: [...consoleOnlyEntries],
                      message:
                        'The administration calls are for the console only (admin-ui and the admin app): the chat apps must not carry them (ARCHITECTURE section 12).',
                    },
                  ]),
            ],
          },
        ],
      },
    } satisfies Linter.Config;
  });
}

const config: Linter.Config[] = [
  {
    name: 'parley/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsc/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/reports/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...(tseslint.configs.strict as Linter.Config[]),
  {
    name: 'parley/language',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    name: 'parley/imports',
    plugins: { 'import-x': importX as never },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          conditionNames: ['@parley/source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // RTK Query's idiom for an endpoint without an argument is `build.query<Result, void>`.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    name: 'parley/react',
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks as never, 'jsx-a11y': jsxA11y as never },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    name: 'parley/file-names',
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  ...boundaryConfigs(),
];

export default config;
export { allowedImports, forbiddenImports } from './boundaries';
