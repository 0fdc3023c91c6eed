/**
 * Search benchmark (`GET /cms/front/searchContent`, issue 17), for `npm run bench`: a fresh PGlite database
 * in memory gets 10,000 published items (the demo's education texts, repeated with numbered titles) with
 * their search documents in three languages; then Chinese, Traditional Chinese and English searches are
 * sent one at a time through app.inject. Target: p99 under 50 ms.
 *   node --import tsx -e "import('./bench/search.ts').then(async (m) => console.log((await m.searchBenchmarkLines()).join('\n')))"
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { EDUCATION_MODULES_SEED } from '../apps/server/src/db/seed/demo-education';
import { siteDomains, sites } from '../apps/server/src/db/schema/sites';
import { insertItem } from '../apps/server/src/modules/content/content-items.repository';
import { indexItem } from '../apps/server/src/modules/content/education.service';
import { manualClock } from '../apps/server/src/platform/ports';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { benchConfig, onPglite, quantile } from './support';

const ITEMS = 10_000;
const DOMAIN = 'search.bench';
const QUERIES: [string, string][] = [
  ['zh_CN', '保证金'],
  ['zh_CN', '止损 点差'],
  ['zh_Hant', '槓桿'],
  ['en_US', 'margin call'],
  ['en_US', 'drawdown'],
  ['en_US', 'lot'],
];
const REQUESTS_PER_QUERY = 150;

export async function searchBenchmarkLines(): Promise<string[]> {
  return onPglite(async (database) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-search-'));
    const [site] = await database.db
      .insert(sites)
      .values({ code: 'search', siteName: 'Search', brandName: 'Search', isDefault: true })
      .returning({ id: sites.id });
    await database.db.insert(siteDomains).values({ siteId: site!.id, domain: DOMAIN });
    const source = EDUCATION_MODULES_SEED.flatMap((m) =>
      [...m.classes.flatMap((c) => c.items), ...m.items].map((item) => ({ moduleCode: m.moduleCode, item })),
    );
    const now = Date.now();
    const t0 = performance.now();
    // In transactions of 500 items (PGlite commits each statement otherwise).
    for (let start = 0; start < ITEMS; start += 500) {
      await database.db.transaction(async (tx) => {
        for (let i = start; i < Math.min(ITEMS, start + 500); i += 1) {
          const { moduleCode, item } = source[i % source.length]!;
          const title = {
            zh_CN: `${item.title.zh_CN} ${i}`,
            en_US: `${item.title.en_US} ${i}`,
            zh_Hant: `${item.title.zh_Hant} ${i}`,
          };
          const texts = { moduleCode, title, summary: item.summary, body: item.body };
          const id = await insertItem(tx, {
            siteId: site!.id,
            ...texts,
            publishTime: new Date(now - (i % 500) * 3600_000),
          });
          await indexItem(tx, site!.id, id, texts);
        }
      });
    }
    const indexMs = performance.now() - t0;

    const keys = deriveKeys(Buffer.alloc(32, 7));
    const gateway = await createSimGateway({
      db: database.db,
      log: pino({ level: 'silent' }),
      clock: manualClock(),
      seed: 1,
      passwordKey: keys.simPassword,
      drive: 'manual',
    });
    const app = await buildApp({
      gateway,
      config: benchConfig(dataDir),
      db: database.db,
      keys,
      logger: false,
    });
    await app.ready();
    const lines = [
      `Search over ${ITEMS.toLocaleString('en')} items (PGlite in memory; writing and indexing them took ${(indexMs / 1000).toFixed(0)} s, three languages each), one request at a time through app.inject, ${REQUESTS_PER_QUERY} per query after 10 warm-ups:`,
      '',
      '| language | query | hits | p50 ms | p95 ms | p99 ms | max ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ];
    const all: number[] = [];
    for (const [language, q] of QUERIES) {
      const call = () =>
        app.inject({
          method: 'GET',
          url: '/cms/front/searchContent',
          query: { q, pageSize: '10' },
          headers: { domainname: `http://${DOMAIN}`, language },
        });
      let hits = 0;
      for (let i = 0; i < 10; i += 1) {
        const res = await call();
        if (res.statusCode !== 200) throw new Error(`search ${q}: HTTP ${res.statusCode}`);
        hits = res.json<{ total: number }>().total;
      }
      const times: number[] = [];
      for (let i = 0; i < REQUESTS_PER_QUERY; i += 1) {
        const t1 = performance.now();
        await call();
        times.push(performance.now() - t1);
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      lines.push(
        `| ${language} | ${q} | ${hits} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
      );
    }
    all.sort((a, b) => a - b);
    lines.push(
      `| all | | | ${quantile(all, 0.5).toFixed(1)} | ${quantile(all, 0.95).toFixed(1)} | ${quantile(all, 0.99).toFixed(1)} | ${all.at(-1)!.toFixed(1)} |`,
    );
    await app.close();
    await gateway.stop();
    await rm(dataDir, { recursive: true, force: true });
    return lines;
  });
}
