/**
 * The trader profile page in headless Chromium: JavaScript transferred and the time to the first chart.
 *   npm run bench:profile       (after `npm run build`; needs Debian's chromium, as the journeys do)
 * Starts the site as `npm start` does on a fresh data folder (demo data), opens the profile of the best
 * rated demo trader in a fresh browser profile each run (cold cache), and reads from the page itself:
 * when the first ECharts chart drew (an <svg> inside a chart box), and the JavaScript the page fetched
 * (bytes on the wire, compressed). A second visit in the same browser gives the warm-cache time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page, Response } from 'playwright-core';
import { openBrowser } from '../e2e/browser';
import { freePort, startSite, waitForReady } from '../e2e/server-process';
const RUNS = Number(process.env.PROFILE_RUNS ?? 7);

/** Records, in the page, when the first chart drew. */
const FIRST_CHART_PROBE = `
  window.__firstChart = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="img"] svg')) {
      window.__firstChart = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

type Visit = {
  firstChartMs: number;
  jsBytes: number;
  jsFiles: number;
  allBytes: number;
  domContentLoadedMs: number;
};

async function visit(page: Page, url: string): Promise<Visit> {
  // Bytes on the wire per response (compressed body + headers), as Playwright's request sizes give them.
  let jsBytes = 0;
  let jsFiles = 0;
  let allBytes = 0;
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          allBytes += bytes;
          if (response.request().resourceType() === 'script') {
            jsBytes += bytes;
            jsFiles += 1;
          }
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // Functions, not strings: the site's Content-Security-Policy forbids evaluating strings. They run in the
  // page, so they name what they need inside.
  type Probe = { __firstChart: number | null };
  type NavigationTimings = { getEntriesByType(type: string): { domContentLoadedEventEnd: number }[] };
  await page.waitForFunction(() => (globalThis as unknown as Probe).__firstChart !== null, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    firstChart: (globalThis as unknown as Probe).__firstChart ?? 0,
    dcl:
      (performance as unknown as NavigationTimings).getEntriesByType('navigation')[0]
        ?.domContentLoadedEventEnd ?? 0,
  }));
  page.off('response', onResponse);
  await Promise.all(pending);
  return { firstChartMs: timing.firstChart, jsBytes, jsFiles, allBytes, domContentLoadedMs: timing.dcl };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-profile-'));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const child = startSite({
  port,
  dataDir,
  env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', SECRET_KEY: 'b'.repeat(64) },
  stdio: 'inherit',
});
try {
  await waitForReady(baseURL, child, 180_000);
  const stars = (await (await fetch(`${baseURL}/community/front/getstartlist?limit=1`)).json()) as {
    content: { mtAccId: number }[];
  };
  const mtId = stars.content[0]!.mtAccId;
  const url = `/community/trader/${mtId}`;

  const cold: Visit[] = [];
  const warm: Visit[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // Chromium keeps its disk cache under XDG_CACHE_HOME, outside the profile: a fresh one per run, or
    // every run after the first would be warm.
    const cache = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-cache-'));
    process.env.XDG_CACHE_HOME = cache;
    const browser = await openBrowser({ baseURL, locale: 'en-US' });
    try {
      await browser.page.addInitScript(FIRST_CHART_PROBE);
      cold.push(await visit(browser.page, url));
      warm.push(await visit(browser.page, url));
    } finally {
      await browser.close();
      await rm(cache, { recursive: true, force: true });
    }
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  console.log(`Trader profile page /community/trader/:mtId in headless Chromium, ${RUNS} runs, medians:`);
  console.log('');
  console.log(
    '| visit | JS files | JS transferred kB | all transferred kB | DOMContentLoaded ms | first chart ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, runs] of [
    ['cold cache (new browser profile)', cold],
    ['warm cache (second visit)', warm],
  ] as const) {
    console.log(
      `| ${name} | ${median(runs.map((r) => r.jsFiles))} | ${kb(median(runs.map((r) => r.jsBytes)))} | ${kb(median(runs.map((r) => r.allBytes)))} | ${median(runs.map((r) => r.domContentLoadedMs)).toFixed(0)} | ${median(runs.map((r) => r.firstChartMs)).toFixed(0)} |`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (child.exitCode !== null) resolve(null);
    child.once('exit', resolve);
    setTimeout(resolve, 10_000);
  });
  await rm(dataDir, { recursive: true, force: true });
}
