/**
 * Lighthouse (desktop preset) on the home page, the strategy square and the best rated trader's profile.
 *   npm run bench:lighthouse        (after `npm run build`; needs Debian's chromium, as the journeys do)
 * Starts the site as `npm start` does on a fresh data folder (demo data), or measures a running one when
 * BENCH_BASE_URL is set (for example http://127.0.0.1:3100). Each run gets a fresh Chromium (new profile,
 * new disk cache: a cold visit). Prints the performance and accessibility scores, the bytes transferred
 * (all and JavaScript, compressed, on the wire) and the audits that fail.
 *   LH_RUNS=3 (runs per page; the medians are printed, the failing audits of the last run)
 *   LH_LANGUAGE=en_US (the `language` cookie; the site's default language when unset)
 *   LH_JSON_DIR=/tmp/lh (keeps each page's last report there, to read the failing elements)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../e2e/browser';
import { median, openPageSite } from './page-site';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const LANGUAGE = process.env.LH_LANGUAGE;

type Result = {
  performance: number;
  accessibility: number;
  allBytes: number;
  jsBytes: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  failing: string[];
};

/** Chromium with a remote debugging port on a fresh profile and cache; resolves with the port. */
async function launchChromium(dir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    // Chromium keeps its disk cache under XDG_CACHE_HOME, outside the profile.
    {
      env: { ...process.env, XDG_CACHE_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}):\n${output}`)));
  });
  return { port, child };
}

type NetworkItem = { transferSize?: number; resourceType?: string };
type AuditItem = Record<string, unknown>;

async function audit(url: string, name: string): Promise<Result> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ct-lighthouse-'));
  const { port, child } = await launchChromium(dir);
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(LANGUAGE ? { extraHeaders: { Cookie: `language=${LANGUAGE}` } } : {}),
      },
      desktopConfig,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (process.env.LH_JSON_DIR) {
      await mkdir(process.env.LH_JSON_DIR, { recursive: true });
      await writeFile(path.join(process.env.LH_JSON_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items;
    const sum = (items: NetworkItem[]) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    const failing: string[] = [];
    for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
      for (const ref of auditRefs) {
        const item = lhr.audits[ref.id];
        if (!item || item.score === null || item.score >= 0.9) continue;
        if (
          item.scoreDisplayMode !== 'binary' &&
          item.scoreDisplayMode !== 'numeric' &&
          item.scoreDisplayMode !== 'metricSavings'
        )
          continue;
        const items = (item.details as { items?: AuditItem[] } | undefined)?.items;
        const count = category === 'accessibility' && items ? ` (${items.length} elements)` : '';
        const value = item.displayValue ? `: ${item.displayValue}` : '';
        failing.push(`${category} / ${ref.id}${value}${count}`);
      }
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      allBytes: requests ? sum(requests) : metric('total-byte-weight'),
      jsBytes: requests ? sum(requests.filter((item) => item.resourceType === 'Script')) : 0,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      failing: [...new Set(failing)],
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      child.once('exit', resolve);
      setTimeout(resolve, 5_000);
    });
    await rm(dir, { recursive: true, force: true });
  }
}

const site = await openPageSite('lighthouse');
const { baseURL } = site;
try {
  const pages = site.pages.map((p) => [p.name, p.url] as const);
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const rows: string[] = [];
  const failures: string[] = [];
  for (const [name, pagePath] of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${baseURL}${pagePath}`, name));
    const m = (pick: (r: Result) => number) => median(runs.map(pick));
    rows.push(
      `| ${name} \`${pagePath}\` | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ${kb(m((r) => r.jsBytes))} | ${kb(m((r) => r.allBytes))} | ${m((r) => r.fcpMs).toFixed(0)} | ${m((r) => r.lcpMs).toFixed(0)} | ${m((r) => r.tbtMs).toFixed(0)} |`,
    );
    failures.push(`${name}:`, ...runs.at(-1)!.failing.map((line) => `  - ${line}`));
  }
  console.log(
    `Lighthouse ${LANGUAGE ?? 'default language'}, desktop preset, ${RUNS} runs per page, medians:`,
  );
  console.log('');
  console.log('| page | performance | accessibility | JS kB | all kB | FCP ms | LCP ms | TBT ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log('');
  console.log('Failing audits (score under 0.9, last run):');
  for (const line of failures) console.log(line);
} finally {
  await site.close();
}
