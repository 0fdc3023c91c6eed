// Development: the server with reload on change (port 3000) and the Vite dev server (port 5173) that
// proxies API calls to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  // The `dev/` routes (the outbox page, simulator controls) exist only when asked for (DEV_ROUTES).
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_ROUTES: 'true' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@copytrade/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
