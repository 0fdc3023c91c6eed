import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each module owns its tables (modules/table-owners.json) and is their only writer; a read across modules
 * lives in read-models/ (issue 14, section 4). Proved on the source itself: the imports from db/schema,
 * the Drizzle writes (`.insert(t)`, `.update(t)`, `.delete(t)`) and the tables named in raw `sql` text.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const SCHEMA = path.join(SRC, 'db/schema');
const READ_MODELS = 'read-models';

/** Owners whose files are not a folder of modules/ (paths under src). */
const FOLDER_OF: Record<string, string> = {
  copy: 'trading/copy',
  leases: 'trading/leases',
  platform: 'platform',
  sim: 'trading/sim',
  seed: 'db/seed',
};

/**
 * The demo seed writes the starting rows of every module at the first start, before any service runs,
 * and is run by nothing else (with it, `reseal.ts` seals a restored demo snapshot again, also before any
 * service runs): its imports and writes are not checked (its own table is seed_steps).
 */
const UNCHECKED = ['db/seed'];

type Table = { name: string; sqlName: string };
type Use = { file: string; table: string; how: 'imports' | 'writes' | 'reads in SQL' | 'writes in SQL' };

const owners = JSON.parse(readFileSync(path.join(SRC, 'modules/table-owners.json'), 'utf8')) as Record<
  string,
  string[]
>;
const ownerOfTable = new Map<string, string[]>();
for (const [owner, names] of Object.entries(owners))
  for (const name of names) ownerOfTable.set(name, [...(ownerOfTable.get(name) ?? []), owner]);

/**
 * tooling/lint-config.test.ts plants modules and files named `lint-probe-<pid>...` for the length of its
 * run, which may be this run too: they are no part of the project.
 */
const isProbe = (name: string) => name.startsWith('lint-probe-');

const moduleFolders = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !isProbe(entry.name))
  .map((entry) => entry.name);

/** The owner whose folder holds a file (path under src), READ_MODELS, or null (app.ts, main.ts, demo/...). */
function ownerOfFile(file: string): string | null {
  const [top, second] = file.split('/');
  if (top === 'modules' && second && file.includes('/', 'modules/'.length)) return second;
  if (top === READ_MODELS) return READ_MODELS;
  for (const [owner, folder] of Object.entries(FOLDER_OF)) if (file.startsWith(`${folder}/`)) return owner;
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (isProbe(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

let tables: Table[] = [];
let bySqlName = new Map<string, Table>();
let uses: Use[] = [];

/** What one file does with the tables: imports them, writes them through Drizzle, names them in SQL. */
function usesOf(file: string, text: string): Use[] {
  const found: Use[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** Local names that stand for a table: imported ones, and aliases made of them. */
  const local = new Map<string, string>();
  const tableNames = new Set(tables.map((t) => t.name));

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.resolve(path.dirname(path.join(SRC, file)), statement.moduleSpecifier.text);
    if (path.dirname(target) !== SCHEMA) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      const schemaFile = readFileSync(`${target}.ts`, 'utf8');
      for (const name of tableNames)
        if (new RegExp(`export const ${name}\\b`).test(schemaFile))
          found.push({ file, table: name, how: 'imports' });
    } else if (bindings) {
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (!tableNames.has(name)) continue;
        local.set(element.name.text, name);
        found.push({ file, table: name, how: 'imports' });
      }
    }
  }

  const tableOf = (node: ts.Node | undefined) =>
    node && ts.isIdentifier(node) ? local.get(node.text) : undefined;

  const visit = (node: ts.Node) => {
    // `const parents = alias(comments, 'parent')` / `aliasedTable(users, 'trader')` stand for the table.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      ['alias', 'aliasedTable'].includes(node.initializer.expression.text)
    ) {
      const table = tableOf(node.initializer.arguments[0]);
      if (table) local.set(node.name.text, table);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text)
    ) {
      const table = tableOf(node.arguments[0]);
      if (table) found.push({ file, table, how: 'writes' });
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      // The SQL text with each interpolated table written as its name, anything else as a parameter.
      const template = node.template;
      const textOf = (expression: ts.Expression) => {
        const table = tableOf(expression);
        return table ? tables.find((t) => t.name === table)!.sqlName : '$1';
      };
      const sqlText = ts.isNoSubstitutionTemplateLiteral(template)
        ? template.text
        : template.head.text +
          template.templateSpans.map((span) => textOf(span.expression) + span.literal.text).join('');
      for (const match of sqlText.matchAll(
        /\b(insert\s+into|update|delete\s+from|from|join)\s+"?(\w+)"?/gi,
      )) {
        const table = bySqlName.get(match[2]!);
        if (!table) continue;
        const writes = /^(insert|update|delete)/i.test(match[1]!);
        found.push({ file, table: table.name, how: writes ? 'writes in SQL' : 'reads in SQL' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The tables a schema file exports: `export const name = pgTable('sql_name', ...)`. */
function tablesOf(file: string): Table[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const call = declaration.initializer;
      if (!ts.isIdentifier(declaration.name) || !call || !ts.isCallExpression(call)) return [];
      const [sqlName] = call.arguments;
      if (!ts.isIdentifier(call.expression) || call.expression.text !== 'pgTable') return [];
      if (!sqlName || !ts.isStringLiteral(sqlName)) return [];
      return [{ name: declaration.name.text, sqlName: sqlName.text }];
    });
  });
}

beforeAll(() => {
  tables = readdirSync(SCHEMA)
    .filter((entry) => entry.endsWith('.ts'))
    .flatMap((entry) => tablesOf(path.join(SCHEMA, entry)))
    .sort((a, b) => a.name.localeCompare(b.name));
  bySqlName = new Map(tables.map((t) => [t.sqlName, t]));
  uses = sourceFiles(SRC)
    .map((full) => path.relative(SRC, full).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('db/schema/') && !file.startsWith('db/migrations/'))
    .filter((file) => !UNCHECKED.some((folder) => file.startsWith(`${folder}/`)))
    .flatMap((file) => usesOf(file, readFileSync(path.join(SRC, file), 'utf8')));
});

/** The uses that break the rule, as lines that name the file, the table and its owner. */
function offences(kinds: Use['how'][], allowed: (use: Use, owner: string | null) => boolean): string[] {
  return uses
    .filter((use) => kinds.includes(use.how) && !allowed(use, ownerOfFile(use.file)))
    .map((use) => `${use.file} ${use.how} ${use.table} (${ownerOfTable.get(use.table)?.join(', ') ?? '?'})`)
    .filter((line, index, all) => all.indexOf(line) === index);
}

const ownedBy = (owner: string | null, table: string) =>
  owner !== null && (owners[owner] ?? []).includes(table);

describe('table ownership (modules/table-owners.json)', () => {
  it('gives every table of db/schema exactly one owner, and names no other table', () => {
    expect(tables.length).toBeGreaterThan(40);
    const names = tables.map((t) => t.name);
    expect(names.filter((name) => ownerOfTable.get(name)?.length !== 1)).toEqual([]);
    expect([...ownerOfTable.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('names every module folder, and a folder for every other owner', () => {
    expect(moduleFolders.filter((module) => !(module in owners))).toEqual([]);
    const folderless = Object.keys(owners).filter(
      (owner) => !moduleFolders.includes(owner) && !(owner in FOLDER_OF),
    );
    expect(folderless).toEqual([]);
  });

  it('finds the uses it checks (imports, Drizzle writes, raw SQL reads and writes)', () => {
    const seen = (how: Use['how'], file: string, table: string) =>
      uses.some((use) => use.how === how && use.file === file && use.table === table);
    expect(seen('imports', 'modules/users/user.repository.ts', 'users')).toBe(true);
    expect(seen('writes', 'modules/users/user.repository.ts', 'users')).toBe(true);
    expect(seen('writes in SQL', 'modules/uploads/upload.repository.ts', 'uploads')).toBe(true);
    expect(seen('reads in SQL', 'trading/copy/copy.repository.ts', 'copyLinks')).toBe(true);
  });

  it("lets a module's files import only the tables it owns (read-models/ may import any)", () => {
    expect(
      offences(
        ['imports'],
        (use, owner) => owner === null || owner === READ_MODELS || ownedBy(owner, use.table),
      ),
    ).toEqual([]);
  });

  it("lets a module's raw SQL read only the tables it owns (a read across modules is a read model)", () => {
    expect(
      offences(
        ['reads in SQL'],
        (use, owner) => owner === null || owner === READ_MODELS || ownedBy(owner, use.table),
      ),
    ).toEqual([]);
  });

  it('lets only the owner write a table; read-models/ and files of no owner write none', () => {
    expect(offences(['writes', 'writes in SQL'], (use, owner) => ownedBy(owner, use.table))).toEqual([]);
  });
});
