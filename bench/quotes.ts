/**
 * Live quotes fan-out (issue 18), for `npm run bench`: the server in this process, 1,000 visitor sockets in
 * a child process (bench/quote-clients.ts), each showing the 16 symbols of one trade server. The
 * simulator's prices are moved here at a fixed rate (every market several times a second, faster than
 * live), so the load is known; the stream sends each socket at most one message every 500 ms.
 * Reports the messages and quotes the browsers received per second, their mean lag behind the tick, and
 * the server process's CPU (user + system over wall time; 100% is one core).
 *   node --import tsx -e "import('./bench/quotes.ts').then(async (m) => console.log((await m.quoteFanoutLines()).join('\n')))"
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { siteDomains, sites } from '../apps/server/src/db/schema/sites';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { systemClock } from '../apps/server/src/platform/ports';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { benchConfig, onPglite } from './support';

const SERVER = 'MeridianMarkets-Live';
const DOMAIN = 'quotes.localhost';
const SECONDS = 15;
/** Prices moved per second over all markets (each of the 16 markets about 12 times a second). */
const MOVES_PER_SECOND = 200;

type ClientReport = {
  sockets: number;
  messages: number;
  quotes: number;
  refused: number;
  seconds: number;
  meanLagMs: number;
};

function runClients(args: object): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'quote-clients.ts'), JSON.stringify(args)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as ClientReport)
        : reject(new Error(`clients exited ${code}`)),
    );
  });
}

export async function quoteFanoutLines(sockets = 1000): Promise<string[]> {
  return onPglite(async (database) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-quotes-'));
    const [site] = await database.db
      .insert(sites)
      .values({ code: 'quotes', siteName: 'Quotes', brandName: 'Quotes', isDefault: true })
      .returning({ id: sites.id });
    await database.db.insert(siteDomains).values({ siteId: site!.id, domain: DOMAIN });
    const keys = deriveKeys(Buffer.alloc(32, 7));
    // A weekday's clock would be today's: the markets stay open on the weekend for the benchmark.
    const gateway = await createSimGateway({
      db: database.db,
      log: pino({ level: 'silent' }),
      clock: systemClock,
      seed: 1,
      passwordKey: keys.simPassword,
      drive: 'manual',
      feed: 'manual',
      weekendClosed: false,
      persist: false,
    });
    const app = await buildApp({
      gateway,
      config: benchConfig(dataDir),
      db: database.db,
      keys,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const world = gateway.world();
    const markets = world.symbols(SERVER).map((s) => ({ market: s.standardSymbol, digits: s.digits }));
    const symbols = world.symbols(SERVER).map((s) => s.symbol);
    // Start each market at its quote (or 1.0), then walk it by a few points per move.
    const mids = markets.map(({ market }) => {
      const q = gateway.market!.quote(SERVER, symbols[markets.findIndex((m) => m.market === market)]!);
      return q ? (Number(q.bid) + Number(q.ask)) / 2 : 1;
    });
    let n = 0;
    const mover = setInterval(() => {
      for (let i = 0; i < MOVES_PER_SECOND / 20; i += 1) {
        const k = n % markets.length;
        n += 1;
        const { market, digits } = markets[k]!;
        mids[k]! *= 1 + (Math.random() - 0.5) * 2e-5;
        try {
          world.advanceTo(Date.now());
          world.setMid(market, mids[k]!.toFixed(digits));
        } catch {
          // A halted or closed market: skip it.
        }
      }
    }, 50);

    const clients = runClients({
      url: `ws://127.0.0.1:${port}/ws`,
      origin: `http://${DOMAIN}`,
      sockets,
      server: SERVER,
      symbols,
      seconds: SECONDS,
    });
    // CPU over the measured window only: wait until every socket has asked (the stream's size).
    while (app.market.stream.size() < sockets) await new Promise((resolve) => setTimeout(resolve, 100));
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const rss0 = process.memoryUsage().rss;
    const report = await clients;
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - wall0;
    clearInterval(mover);
    const rss = process.memoryUsage().rss;
    await app.close();
    await gateway.stop();
    await rm(dataDir, { recursive: true, force: true });
    const cpuPercent = ((cpu.user + cpu.system) / 1000 / wall) * 100;
    return [
      `Live quotes fan-out: ${report.sockets.toLocaleString('en')} visitor sockets on /ws (in a separate process), each showing the ${symbols.length} symbols of ${SERVER}; prices moved ${MOVES_PER_SECOND} times a second; at most one message per socket every 500 ms; ${report.seconds.toFixed(0)} s measured:`,
      '',
      '| sockets | messages/s received | quotes/s received | refused | mean lag behind the tick ms | server CPU | server RSS MiB |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${report.sockets} | ${Math.round(report.messages / report.seconds).toLocaleString('en')} | ${Math.round(report.quotes / report.seconds).toLocaleString('en')} | ${report.refused} | ${report.meanLagMs.toFixed(0)} | ${cpuPercent.toFixed(0)}% | ${Math.round(rss / 2 ** 20)} (${Math.round(rss0 / 2 ** 20)} before) |`,
    ];
  });
}
