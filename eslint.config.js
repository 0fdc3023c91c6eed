// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Syntax refused everywhere (and, in the web app, with the effect rule below added). */
const RESTRICTED_SYNTAX = [
  {
    selector: 'TSEnumDeclaration',
    message: 'Use an as-const object with z.enum instead of a TS enum.',
  },
  { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
];

/**
 * An effect whose arrow has an expression body returns that expression, and React calls a returned value
 * as the cleanup: Chromium's scrollIntoView returns a Promise, and the page fell to its error screen. An
 * expression body that is itself the cleanup function (`() => () => ...`) is allowed.
 */
const EFFECT_BODY_MESSAGE =
  'Give effects a block body: an expression body returns its value, and React calls it as the cleanup.';
const EXPRESSION_EFFECTS = [
  {
    selector:
      "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression'][body.type!='FunctionExpression']",
    message: EFFECT_BODY_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression'][body.type!='FunctionExpression']",
    message: EFFECT_BODY_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'coverage/**',
      '.e2e/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'import-x/no-self-import': 'error',
    },
    settings: { 'import-x/resolver-next': [] },
  },
  {
    // Only the config module may read the environment (DESIGN.md, Configuration).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config/env.ts.' },
      ],
    },
  },
  {
    // The engine is pure: no I/O, no clock, no randomness, nothing of the server or the browser.
    files: ['packages/engine/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@copytrade/server*', 'react', 'react-*', 'drizzle-orm*', 'fastify*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...EXPRESSION_EFFECTS],
      // Features never import each other; app/ composes them (bulletproof-react).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*'],
              message: 'Import another feature only from app/, never from a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.config.{js,ts}', 'eslint.config.js', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
