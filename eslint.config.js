// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

/** Float arithmetic on money or lots (issue 14): use @copytrade/units (Money cents, Lots hundredths). */
const FLOAT_MONEY = [
  {
    selector: "CallExpression[callee.name='parseFloat'], CallExpression[callee.property.name='parseFloat']",
    message: 'parseFloat on money or lots: use parseMoney / roundMoney / parseLots from @copytrade/units.',
  },
  {
    selector:
      "CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*'][right.value=100]",
    message: 'Math.round(x * 100) on money: use roundMoney / parseMoney from @copytrade/units.',
  },
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

const ROOT = import.meta.dirname;

/** Every tsconfig of the workspaces: the resolver picks the nearest, so `@/` (apps/web) resolves. */
const TSCONFIGS = [
  'tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'packages/contracts/tsconfig.json',
  'packages/engine/tsconfig.json',
  'packages/mt4-sim/tsconfig.json',
].map((file) => path.join(ROOT, file));

/** Names of the sub-folders (or, with `files`, of every entry) of a folder under the repository root. */
const entriesOf = (folder, { files = false } = {}) =>
  readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => files || entry.isDirectory())
    .map((entry) => entry.name);

const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = `${WEB_SRC}/features`;
const FEATURE_MESSAGE = 'Import another feature only from app/, never from a feature or shared code.';

/**
 * Features never import each other, whatever the path (`@/features/...`, `../other/...`, `import()`), and
 * shared code (components, lib, ...) imports no feature; app/ composes them (bulletproof-react). One zone
 * per feature folder, read from the disk so a new feature is covered without touching this file.
 */
const FEATURE_ZONES = [
  ...entriesOf(WEB_FEATURES).map((feature) => ({
    target: `${WEB_FEATURES}/${feature}`,
    from: WEB_FEATURES,
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  })),
  {
    target: entriesOf(WEB_SRC, { files: true })
      .filter((entry) => entry !== 'app' && entry !== 'features')
      .map((entry) => `${WEB_SRC}/${entry}`),
    from: WEB_FEATURES,
    message: FEATURE_MESSAGE,
  },
];

const SERVER_MODULES = 'apps/server/src/modules';

/** Each module's files that no other module may import: its repository (its tables) and its routes. */
const MODULE_PRIVATE_FILES = entriesOf(SERVER_MODULES).flatMap((module) =>
  readdirSync(path.join(ROOT, SERVER_MODULES, module))
    .filter((file) => /\.(repository|routes)\.ts$/.test(file))
    .map((file) => `${module}/${file}`),
);

/**
 * A server module reaches another only through its service (and its plain helpers, types and texts):
 * another module's repository or routes is an error. One zone per module, listing the files it may not
 * import (read from the disk, like the features). There are no exceptions.
 */
const moduleZone = (module) => ({
  target: `${SERVER_MODULES}/${module}`,
  from: MODULE_PRIVATE_FILES.filter((file) => !file.startsWith(`${module}/`)).map(
    (file) => `${SERVER_MODULES}/${file}`,
  ),
  message: "Use the other module's service, never its repository or routes.",
});

const SERVER_SRC = 'apps/server/src';

/**
 * Which module owns which table (issue 14, section 4): owner -> the drizzle names of its tables. The
 * owner is the only writer of its tables; apps/server/test/module-ownership.test.ts proves the rest.
 */
const TABLE_OWNERS = JSON.parse(readFileSync(path.join(ROOT, SERVER_MODULES, 'table-owners.json'), 'utf8'));

/** Owners whose files are not a folder of modules/ (the seed, which writes every module's demo rows, is none). */
const OWNER_FOLDERS = { copy: 'trading/copy', platform: 'platform', sim: 'trading/sim' };

/**
 * A module imports from db/schema only the tables it owns: one pattern per other owner, naming its tables
 * (a module folder missing from the JSON owns none). A read across modules is a read model.
 */
const tableImportPatterns = (owner) =>
  Object.entries(TABLE_OWNERS)
    .filter(([other, tables]) => other !== owner && tables.length > 0)
    .map(([other, tables]) => ({
      regex: '(^|/)db/schema/[^/]+$',
      importNames: tables,
      message: `The ${other} module owns it: call its service, or read across modules in ${SERVER_SRC}/read-models/.`,
    }));

const TABLE_IMPORT_RULES = [
  ...entriesOf(SERVER_MODULES).map((module) => [module, `${SERVER_MODULES}/${module}`]),
  ...Object.entries(OWNER_FOLDERS).map(([owner, folder]) => [owner, `${SERVER_SRC}/${folder}`]),
].map(([owner, folder]) => ({
  files: [`${folder}/**/*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: tableImportPatterns(owner) }] },
}));

/** Format money and lots through @copytrade/units, never toFixed (server code). */
const TO_FIXED = {
  selector: "CallExpression[callee.property.name='toFixed']",
  message: 'Format money with formatMoney and lots with formatLots from @copytrade/units.',
};

/** A read model only reads; a write is the owning module's (through its service, in the caller's tx). */
const READ_ONLY = {
  selector: 'CallExpression[callee.property.name=/^(insert|update|delete)$/]',
  message: "A read model does not write: call the owning module's service.",
};

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
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
    settings: {
      // Without the TypeScript extensions, import-x reads no .ts file and no-cycle sees no edge at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true }),
      ],
    },
  },
  {
    files: [`${SERVER_MODULES}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: entriesOf(SERVER_MODULES).map((module) => moduleZone(module)) },
      ],
    },
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
    // No float on money or lots (issue 14): parse, sum and format with @copytrade/units. `.toFixed(` is
    // refused in the server only (next block): the packages format decimal.js values with its own `toFixed`.
    files: ['packages/*/src/**/*.ts'],
    ignores: ['packages/units/**', '**/*.test.ts', '**/bench.ts', '**/*-bench.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...FLOAT_MONEY],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...FLOAT_MONEY, TO_FIXED],
    },
  },
  ...TABLE_IMPORT_RULES,
  {
    files: [`${SERVER_SRC}/read-models/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...FLOAT_MONEY, TO_FIXED, READ_ONLY],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...EXPRESSION_EFFECTS],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: FEATURE_ZONES }],
      // Antd's App (and its modal, notification and message with it) would load on every page's first
      // screen: the pages' toasts and confirmations come from lib/feedback.ts, loaded when first needed.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['App'],
              message: "Use useFeedback() from '@/lib/feedback' for toasts and confirmations.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.config.{js,ts}', 'eslint.config.js', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The process manager's file (deploy/ecosystem.config.cjs): PM2 reads CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
