import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The first start's demo history in a process of its own (issue 20: the demo process's memory). The months
 * of history run through the whole server in a child process (`main.ts --demo-history`), which saves the
 * world and exits; the process that then serves the site opens the folder as any restart does, so none of
 * the history's heap and none of the embedded database's buffers it filled stay in the site's process.
 * Meanwhile this process serves the waiting page, fed with the child's progress over IPC.
 */

/** The argument that makes `main.ts` the history process. */
export const DEMO_HISTORY_ARG = '--demo-history';

type ProgressMessage = { historyProgress: number };

/**
 * Runs the history process and resolves once it saved the world and exited; rejects if it failed.
 * `onProgress` hears its progress (0 to 1); `env` is the child's environment (this process's by default).
 */
export function runHistoryProcess(
  mainUrl: string,
  onProgress: (fraction: number) => void,
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  const args = [...process.execArgv];
  // `npm start` loads TypeScript through tsx's API (scripts/start.mjs): the child needs the loader too.
  if (mainUrl.endsWith('.ts') && !args.some((a) => a.includes('tsx'))) {
    args.push('--import', import.meta.resolve('tsx'));
  }
  args.push(fileURLToPath(mainUrl), DEMO_HISTORY_ARG);
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(env ? { env } : {}),
  });
  child.on('message', (message: ProgressMessage) => {
    if (typeof message.historyProgress === 'number') onProgress(message.historyProgress);
  });
  // This process stopped (a signal): the child follows, and the next start sets the half-made demo aside.
  const stopChild = () => child.kill('SIGKILL');
  process.once('exit', stopChild);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stopChild);
      if (code === 0) resolve();
      else reject(new Error(`the demo history process stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * In the history process: sends its progress to the serving process every half second, and exits at once
 * if that process is gone (its IPC channel closed). Returns a function that stops the reports.
 */
export function reportHistoryProgress(progress: () => number): () => void {
  const timer = setInterval(() => {
    process.send?.({ historyProgress: progress() } satisfies ProgressMessage);
  }, 500);
  const orphaned = () => process.exit(1);
  process.once('disconnect', orphaned);
  return () => {
    clearInterval(timer);
    process.off('disconnect', orphaned);
  };
}
