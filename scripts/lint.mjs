// `npm run lint`: the type check of every project, ESLint and Prettier, as many at a time as there are
// cores (at least two). Each is one single-threaded process, so on the two-core CI machine this halves the
// wait of running them one after another. Each part's output is printed when it ends; the exit code is the
// first failure's.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// ESLint's typed rules hold a TypeScript program per project in memory: the whole tree in one process
// outgrew a 4 GB heap in CI, so it runs as one process per app and one for the rest, each with room to spare.
const ESLINT_HEAP = '--max-old-space-size=6144';
const eslint = (name, args) => [
  name,
  [process.execPath, ESLINT_HEAP, bin('eslint'), ...args, '--max-warnings', '0'],
];

// The longest first, so the short ones fill in beside them.
const parts = [
  eslint('eslint apps/web', ['apps/web']),
  eslint('eslint apps/server', ['apps/server']),
  eslint('eslint the rest', ['.', '--ignore-pattern', 'apps/web/**', '--ignore-pattern', 'apps/server/**']),
  ...[
    'apps/server',
    'tsconfig.json',
    'apps/web',
    'packages/mt4-sim',
    'packages/engine',
    'packages/contracts',
    'packages/units',
    'packages/theme',
  ].map((project) => [`tsc -p ${project}`, [bin('tsc'), '-p', project]]),
  ['prettier', [bin('prettier'), '--check', '.']],
];

function run([name, [command, ...args]]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += String(error);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `--- ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n${output}`,
      );
      resolve(code ?? 1);
    });
  });
}

const queue = [...parts];
const codes = [];
const worker = async () => {
  for (let part = queue.shift(); part; part = queue.shift()) codes.push(await run(part));
};
const workers = Math.max(2, os.availableParallelism());
await Promise.all(Array.from({ length: workers }, worker));
process.exit(codes.find((code) => code !== 0) ?? 0);
