import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirLock } from '../src/platform/dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ct-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', async () => {
    const first = await acquireDirLock(dir, 'database');
    await expect(acquireDirLock(dir, 'database')).rejects.toThrow(/already open in this process/);
    await first.release();
    const second = await acquireDirLock(dir, 'database');
    await second.release();
  });

  it('refuses when another live process holds it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, 'database.lock'), String(child.pid));
      await expect(acquireDirLock(dir, 'database')).rejects.toThrow(
        new RegExp(`in use by another process \\(pid ${child.pid}\\)`),
      );
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    await writeFile(path.join(dir, 'database.lock'), String(pid));
    const lock = await acquireDirLock(dir, 'database');
    expect(await readFile(path.join(dir, 'database.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});
