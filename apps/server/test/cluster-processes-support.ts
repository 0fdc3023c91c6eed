import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The production entry (src/main.ts) run as the cluster test's API nodes and copy workers. */

const serverRoot = path.resolve(import.meta.dirname, '..');

export type NodeProcess = {
  role: 'api' | 'worker';
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code (or null after a signal) once the process is gone. */
  exited: Promise<number | null>;
};

/** A port free right now (the process binds it a moment later; nothing else on the machine races for it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx src/main.ts` as `role` with `env` (and nothing of the test's own cluster settings). */
export function startMain(role: NodeProcess['role'], env: Record<string, string>): NodeProcess {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'BROKER_URL', 'SECRET_KEY', 'NODE_ROLE', 'PORT'])
    delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...base, LOG_PRETTY: 'false', ...env, NODE_ROLE: role },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last part only: a long run must not grow the test's memory without end.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    role,
    child,
    port: Number(env.PORT ?? 0),
    output: () => output,
    exited,
  };
}

/** Stops a node (SIGKILL unless told) and waits until it is gone. */
export async function stopNode(
  node: { child: ChildProcess; exited: Promise<number | null> },
  signal: NodeJS.Signals = 'SIGKILL',
) {
  if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill(signal);
  return node.exited;
}

/** Waits until `GET /ready` answers 200 (a node that exits first fails the wait with its output). */
export async function untilReady(node: NodeProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (node.child.exitCode !== null || node.child.signalCode !== null)
      throw new Error(`${node.role} node exited before it was ready:\n${node.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${node.port}/ready`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${node.role} node not ready in time:\n${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
