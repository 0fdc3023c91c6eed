import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The guards in eslint.config.js are proved on files planted inside the repository, so the real config,
 * the TypeScript resolver and the tsconfigs all apply. A rule that resolves nothing reports nothing, which
 * is how `import-x/no-cycle` once stayed silent: every case here must fail, and the clean file must not.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const PROBE = `lint-probe-${process.pid}`;
const FEATURES = path.join(ROOT, 'apps/web/src/features');
const MODULES = path.join(ROOT, 'apps/server/src/modules');
const READ_MODELS = path.join(ROOT, 'apps/server/src/read-models');

/** Planted files, relative to the repository root; each folder is removed after the run. */
const FILES: Record<string, string> = {
  [`apps/web/src/features/${PROBE}-a/cycle-one.ts`]: [
    `import { two } from './cycle-two';`,
    `export const one = (): number => two() + 1;`,
  ].join('\n'),
  [`apps/web/src/features/${PROBE}-a/cycle-two.ts`]: [
    `import { one } from './cycle-one';`,
    `export const two = (): number => (one.length > 0 ? 2 : 3);`,
  ].join('\n'),
  [`apps/web/src/features/${PROBE}-a/crossing.ts`]: [
    `import { other } from '../${PROBE}-b/other';`,
    `import { otherAgain } from '@/features/${PROBE}-b/other';`,
    `export const crossing = (): string => other + otherAgain;`,
    `export const later = async (): Promise<string> => (await import('../${PROBE}-b/other')).other;`,
  ].join('\n'),
  [`apps/web/src/features/${PROBE}-a/own.ts`]: `export const own = 'own';`,
  [`apps/web/src/features/${PROBE}-a/clean.ts`]: [
    `import { own } from './own';`,
    `import { own as ownByAlias } from '@/features/${PROBE}-a/own';`,
    `export const clean = (): string => own + ownByAlias;`,
  ].join('\n'),
  [`apps/web/src/features/${PROBE}-b/other.ts`]: [
    `export const other = 'other';`,
    `export const otherAgain = 'again';`,
  ].join('\n'),
  [`apps/server/src/modules/${PROBE}-a/probe.service.ts`]: [
    `import { findRow } from '../${PROBE}-b/probe.repository';`,
    `import { describeRow } from '../${PROBE}-b/probe.service';`,
    `export const probe = (): string => describeRow(findRow());`,
  ].join('\n'),
  [`apps/server/src/modules/${PROBE}-b/probe.repository.ts`]: `export const findRow = (): string => 'row';`,
  // Tables (modules/table-owners.json): a module imports only its own; the probe module owns none.
  [`apps/server/src/modules/${PROBE}-a/tables.ts`]: [
    `import { users } from '../../db/schema/users';`,
    `import type { LocalizedText } from '../../db/schema/columns';`,
    `import * as schema from '../../db/schema/sites';`,
    `export const tables = (text: LocalizedText) => [users, schema.sites, text];`,
  ].join('\n'),
  [`apps/server/src/modules/users/${PROBE}.ts`]: [
    `import { users } from '../../db/schema/users';`,
    `export const own = users;`,
  ].join('\n'),
  [`apps/server/src/read-models/${PROBE}.ts`]: [
    `import type { Db } from '../db/client';`,
    `import { users } from '../db/schema/users';`,
    `export const names = (db: Db) => db.select({ name: users.nickName }).from(users);`,
    `export const drop = (db: Db) => db.delete(users);`,
  ].join('\n'),
  [`apps/server/src/modules/${PROBE}-b/probe.service.ts`]: [
    `import { findRow } from './probe.repository';`,
    `export const describeRow = (row: string): string => row + findRow();`,
  ].join('\n'),
};

/** What the run leaves behind: the probe folders and the probes planted in real folders. */
const PLANTED = [
  path.join(FEATURES, `${PROBE}-a`),
  path.join(FEATURES, `${PROBE}-b`),
  path.join(MODULES, `${PROBE}-a`),
  path.join(MODULES, `${PROBE}-b`),
  path.join(MODULES, `users/${PROBE}.ts`),
  path.join(READ_MODELS, `${PROBE}.ts`),
];

/** Rule id and line of every message, per planted file (relative path). */
let found: Map<string, { ruleId: string | null; line: number }[]>;

const messagesOf = (file: string) => found.get(file) ?? [];
const rulesOf = (file: string) => messagesOf(file).map((message) => message.ruleId);

beforeAll(async () => {
  // Plant before the config is loaded: it reads the feature and module folders from the disk.
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(ROOT, file)), { recursive: true });
    await writeFile(path.join(ROOT, file), `${text}\n`);
  }
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(Object.keys(FILES));
  found = new Map(
    results.map((result) => [
      path.relative(ROOT, result.filePath),
      result.messages.map(({ ruleId, line }) => ({ ruleId, line })),
    ]),
  );
}, 240_000);

afterAll(async () => {
  for (const planted of PLANTED) await rm(planted, { recursive: true, force: true });
});

describe('eslint.config.js', () => {
  it('reports two files that import each other as a cycle', () => {
    expect(rulesOf(`apps/web/src/features/${PROBE}-a/cycle-one.ts`)).toEqual(['import-x/no-cycle']);
    expect(rulesOf(`apps/web/src/features/${PROBE}-a/cycle-two.ts`)).toEqual(['import-x/no-cycle']);
  });

  it('refuses a web feature importing another by relative path, by @/ alias and by import()', () => {
    expect(messagesOf(`apps/web/src/features/${PROBE}-a/crossing.ts`)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 1 },
      { ruleId: 'import-x/no-restricted-paths', line: 2 },
      { ruleId: 'import-x/no-restricted-paths', line: 4 },
    ]);
  });

  it("refuses a server module importing another module's repository, not its service", () => {
    expect(messagesOf(`apps/server/src/modules/${PROBE}-a/probe.service.ts`)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 1 },
    ]);
  });

  it("refuses a server module importing another module's table, by name or with the whole schema file", () => {
    const found = messagesOf(`apps/server/src/modules/${PROBE}-a/tables.ts`);
    // A namespace import is reported once per owner whose tables it reaches: compare rule and line.
    expect([...new Set(found.map((m) => `${m.ruleId}:${m.line}`))]).toEqual([
      'no-restricted-imports:1',
      'no-restricted-imports:3',
    ]);
  });

  it('refuses a write in a read model, and lets it read any table', () => {
    expect(messagesOf(`apps/server/src/read-models/${PROBE}.ts`)).toEqual([
      { ruleId: 'no-restricted-syntax', line: 4 },
    ]);
  });

  it('passes clean files: own feature by path and alias, own module repository, own table', () => {
    expect(messagesOf(`apps/web/src/features/${PROBE}-a/clean.ts`)).toEqual([]);
    expect(messagesOf(`apps/web/src/features/${PROBE}-b/other.ts`)).toEqual([]);
    expect(messagesOf(`apps/server/src/modules/${PROBE}-b/probe.service.ts`)).toEqual([]);
    expect(messagesOf(`apps/server/src/modules/users/${PROBE}.ts`)).toEqual([]);
  });
});
