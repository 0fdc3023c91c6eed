import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'guard-child.ts');

function run(): Promise<{ code: number | null; lines: { level: string; message: string; err?: string }[] }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const lines = out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; message: string; err?: string });
      resolve({ code, lines });
    });
  });
}

describe('the process guard', () => {
  it('logs an unhandled rejection and an uncaught exception, and the process keeps running', async () => {
    const { code, lines } = await run();
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'unhandled promise rejection; the server keeps serving',
        err: 'left unhandled',
      },
      { level: 'fatal', message: 'uncaught exception; the server keeps serving', err: 'thrown from a timer' },
      { level: 'info', message: 'still serving' },
    ]);
    expect(code).toBe(0);
  });
});
