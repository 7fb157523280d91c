// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltinMessage =
  'The engine must stay free of I/O: no Node built-in modules in packages/engine/src.';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/*.config.*',
      '**/bin/**',
      'data/**',
      '.tmp/**',
    ],
  },

  js.configs.recommended,

  // Typed linting for all TypeScript in the workspaces.
  {
    files: ['packages/**/*.ts', 'packages/**/*.tsx', 'bench/**/*.ts', 'e2e/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },

  // The engine is deterministic: randomness comes from the seeded RNG, time from the caller.
  {
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded RNG (rng.ts) so games are reproducible.',
        },
        {
          object: 'Date',
          property: 'now',
          message: 'The engine must not read the clock; take time as an input.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'The engine must not read the clock; take time as an input.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'The engine must not read the clock; take time as an input.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: nodeBuiltinMessage })),
          patterns: [{ regex: '^node:', message: nodeBuiltinMessage }],
        },
      ],
    },
  },

  // Build scripts run on Node.
  {
    files: ['**/scripts/**/*.mjs', 'packages/cli/build.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },

  // The web client: hooks rules, and browser globals come from the DOM types.
  {
    files: ['packages/client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // The table's first chunk must stay small: the client takes the engine's values through
  // `@bomb-busters/engine/data` (tables, no rules). Types are erased, so they may come from the
  // full engine; only the replay, the lessons and game-text.ts run the rules in the browser.
  {
    files: ['packages/client/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/client/src/replay/**',
      'packages/client/src/learn/**',
      'packages/client/src/logic/game-text.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bomb-busters/engine',
              allowTypeImports: true,
              message:
                'The full engine (its rules) would land in the table page’s first JS (goal ≤ 100 kB gzip): import values from @bomb-busters/engine/data; only replay, learn and game-text.ts run the rules.',
            },
          ],
        },
      ],
    },
  },

  // Tests may use loose values freely.
  {
    files: ['packages/**/*.test.ts', 'packages/*/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
