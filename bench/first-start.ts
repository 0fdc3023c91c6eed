/**
 * The demo process's first start and its memory (issue 20), for `npm run bench:first-start`: starts the
 * site as `npm start` does (`scripts/start.mjs`, demo data) on a fresh data folder, with the web app
 * already built (`npm run build` first), and reports the time from the start to its first answer (a
 * first start answers with its waiting page while it makes the history) and to the first `getSiteConfig`
 * answer, the process's resident memory then, 60 s later, and after a round of visits
 * (the home page and two rankings); then starts it again on the folder the first start left
 * and reports the same for a restart. When a demo snapshot is there (`npm run build:demo`, or DEMO_SNAPSHOT),
 * a third row: a first start on a fresh data folder that copies it instead of generating the history.
 * Linux only (resident memory from /proc).
 *   npm run bench:first-start
 *   FIRST_START_SNAPSHOT_ONLY=1 (only the snapshot's row)
 */
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startSite, waitForReady } from '../e2e/server-process';

const SETTLE_MS = Number(process.env.FIRST_START_SETTLE_MS ?? 60_000);

type StartFigures = {
  firstAnswerS: number;
  answeredS: number;
  rssAtAnswerMb: number;
  rssSettledMb: number;
  rssVisitedMb: number;
};

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function visits(baseURL: string): Promise<void> {
  const post = (route: string, body: unknown) =>
    fetch(`${baseURL}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.arrayBuffer());
  for (let i = 0; i < 30; i += 1) {
    await fetch(`${baseURL}/home`).then((res) => res.arrayBuffer());
    await post('/community/front/selectbyfilter', { page: 1, pageSize: 12 });
    await post('/community/front/selectbyfilter', { sort: 'growth', pageSize: 100 });
  }
}

/** The snapshot a first start may copy, as the server finds it (DEMO_SNAPSHOT, else build/demo-snapshot). */
const SNAPSHOT = path.resolve(
  process.env.DEMO_SNAPSHOT ?? path.join(import.meta.dirname, '..', 'build', 'demo-snapshot'),
);

async function oneStart(dataDir: string, env: Record<string, string> = {}): Promise<StartFigures> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child = startSite({
    port,
    dataDir,
    env: { SKIP_WEB_BUILD: '1', LOG_PRETTY: '0', LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
  });
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  try {
    // The first answer of any kind: a first start serves its waiting page while it makes the history.
    let firstAnswerS = NaN;
    while (child.exitCode === null) {
      const answered = await fetch(`${baseURL}/`, { headers: { accept: 'text/html' } }).then(
        () => true,
        () => false,
      );
      if (answered) {
        firstAnswerS = (performance.now() - started) / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitForReady(baseURL, child, 600_000, () => log);
    const answeredS = (performance.now() - started) / 1000;
    const pid = child.pid ?? 0;
    const rssAtAnswerMb = await rssMb(pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rssSettledMb = await rssMb(pid);
    await visits(baseURL);
    const rssVisitedMb = await rssMb(pid);
    return { firstAnswerS, answeredS, rssAtAnswerMb, rssSettledMb, rssVisitedMb };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function firstStartLines(): Promise<string[]> {
  const row = (name: string, f: StartFigures) =>
    `| ${name} | ${f.firstAnswerS.toFixed(1)} | ${f.answeredS.toFixed(1)} | ${f.rssAtAnswerMb} | ${f.rssSettledMb} | ${f.rssVisitedMb} |`;
  const rows: string[] = [];
  const inFreshFolder = async (work: (dataDir: string) => Promise<void>) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-first-start-'));
    try {
      await work(dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  if (process.env.FIRST_START_SNAPSHOT_ONLY !== '1') {
    await inFreshFolder(async (dataDir) => {
      // No snapshot: the first start generates the history.
      rows.push(row('first start (fresh data folder)', await oneStart(dataDir, { DEMO_SNAPSHOT: dataDir })));
      rows.push(row('restart (the same folder)', await oneStart(dataDir)));
    });
  }
  const snapshot = await access(path.join(SNAPSHOT, 'snapshot.json')).then(
    () => true,
    () => false,
  );
  if (snapshot) {
    await inFreshFolder(async (dataDir) => {
      rows.push(
        row(
          'first start from the snapshot (fresh data folder)',
          await oneStart(dataDir, { DEMO_SNAPSHOT: SNAPSHOT }),
        ),
      );
    });
  }
  return [
    `The demo process (npm start, demo data, web app built), on ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]?.toFixed(1)}:`,
    '',
    '| start | first answer s | site answered s | RSS at answer MB | RSS settled MB | RSS after visits MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await firstStartLines()).join('\n'));
}
