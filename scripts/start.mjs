// Starts the site: builds the web app when it is missing or older than its sources, then runs the
// server in this very process (so its pid is the server's pid).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
const changedAt = Math.max(...webSources.map((p) => newestMtime(path.join(root, p))));
if (process.env.SKIP_WEB_BUILD !== '1' && builtAt < changedAt) {
  console.log(builtAt ? 'Web app sources changed: rebuilding...' : 'Building the web app (first start)...');
  // Always React's production build: Vite builds for NODE_ENV when it is set, and a site started with
  // NODE_ENV=development (the journeys, a developer's shell) would otherwise serve React's development
  // build, twice the bytes and several times slower.
  const result = spawnSync('npm', ['run', 'build', '-w', '@copytrade/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
