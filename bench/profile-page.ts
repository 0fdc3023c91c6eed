/**
 * The home page, the strategy square and the trader profile in headless Chromium: bytes transferred,
 * DOMContentLoaded and, on the profile, the time to the first chart.
 *   npm run bench:profile       (after `npm run build`; needs Debian's chromium, as the journeys do)
 * Starts the site as `npm start` does on a fresh data folder (demo data), or measures a running one when
 * BENCH_BASE_URL is set (for example http://127.0.0.1:3100). Opens each page in a fresh browser profile
 * each run (cold cache), and reads from the page itself: when the first chart drew (the frame after its
 * canvas appeared in a chart box; the profile only), and what the page fetched (bytes on the wire, compressed). A
 * second visit in the same browser gives the warm-cache figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page, Response } from 'playwright-core';
import { openBrowser } from '../e2e/browser';
import { median, openPageSite } from './page-site';
const RUNS = Number(process.env.PROFILE_RUNS ?? 7);

/** Records, in the page, when the first chart drew. */
const FIRST_CHART_PROBE = `
  window.__firstChart = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="img"] canvas')) {
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => { window.__firstChart = performance.now(); }));
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

async function visit(page: Page, url: string, hasChart: boolean): Promise<Visit> {
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
  if (hasChart) {
    await page.waitForFunction(() => (globalThis as unknown as Probe).__firstChart !== null, null, {
      timeout: 60_000,
    });
  }
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

const site = await openPageSite('profile');
const { baseURL } = site;
try {
  const pages = site.pages.map((p) => ({ ...p, hasChart: p.name === 'profile' }));

  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  console.log(`Pages in headless Chromium, ${RUNS} runs each, medians:`);
  console.log('');
  console.log(
    '| page | visit | JS files | JS transferred kB | all transferred kB | DOMContentLoaded ms | first chart ms |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, url, hasChart } of pages) {
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
        cold.push(await visit(browser.page, url, hasChart));
        warm.push(await visit(browser.page, url, hasChart));
      } finally {
        await browser.close();
        await rm(cache, { recursive: true, force: true });
      }
    }
    for (const [visitName, runs] of [
      ['cold cache', cold],
      ['warm cache', warm],
    ] as const) {
      const chart = hasChart ? median(runs.map((r) => r.firstChartMs)).toFixed(0) : '-';
      console.log(
        `| ${name} \`${url}\` | ${visitName} | ${median(runs.map((r) => r.jsFiles))} | ${kb(median(runs.map((r) => r.jsBytes)))} | ${kb(median(runs.map((r) => r.allBytes)))} | ${median(runs.map((r) => r.domContentLoadedMs)).toFixed(0)} | ${chart} |`,
      );
    }
  }
} finally {
  await site.close();
}
