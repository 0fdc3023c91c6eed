import path from 'node:path';
import { unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';

export type DirLock = { release(): Promise<void> };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/<name>.lock` so two processes never open the same embedded database (PGlite does not
 * lock its folder). A lock left by a dead process is taken over; a live holder is an error.
 */
export async function acquireDirLock(dir: string, name: string): Promise<DirLock> {
  const file = path.join(dir, `${name}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      const releaseSync = () => {
        if (!released) {
          released = true;
          try {
            // 'exit' handlers must be synchronous.
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        }
      };
      process.once('exit', releaseSync);
      return {
        release: async () => {
          process.off('exit', releaseSync);
          if (released) return;
          released = true;
          await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data folder ${dir} is in use by another process (pid ${holder}). Stop it or use another DATA_DIR.`,
          { cause: error },
        );
      }
      if (holder === process.pid) {
        throw new Error(`The data folder ${dir} is already open in this process.`, { cause: error });
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}
