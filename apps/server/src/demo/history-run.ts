import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { weekStart } from '@copytrade/engine/ledger/fees';
import type { Db } from '../db/client';
import { mtAccounts, tradeServers } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import type { HistoryRun } from '../trading/sim/sim-gateway';
import type { HistoryClock } from './history-clock';
import { demoApi, type StoryStep } from './story';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** World time given per step while the copier waits for something else than a broker's answer. */
const SETTLE_STEP_MS = 250;
/** Equity is sampled this often through the generated history (every 5 minutes live); 540 points in 90 days. */
const SAMPLE_EVERY_MS = 4 * HOUR;

export type HistoryRunReport = {
  tookMs: number;
  days: number;
  steps: number;
  stops: number;
  settleSteps: number;
  weeksSettled: number;
  /** Story steps the rules refused (logged; the demo starts anyway). */
  failures: string[];
  /** Milliseconds spent moving the world, letting copies settle, sampling equity, in the story, settling weeks. */
  spentMs: { move: number; settle: number; sampling: number; story: number; weeks: number };
};

/**
 * The demo's first start: the generated months run through the server itself. The world begins at the
 * clock's start; the seeded people act on the days the story gives them (through the API); every trade of
 * an account that copies or is copied stops the world at the moment it happens, so the mirror, the copy
 * orchestrator and the engine decide on it exactly as they do live (signal age included); equity is
 * sampled every four hours from the mirrored figures; each week is settled by the settlement job's own `runWeek`
 * when it ends. When the clock has caught up with the present it goes live.
 *
 * The world is saved once, at the end (`HistoryRun.end`): a first start interrupted before that is
 * detected by main.ts and begun again.
 */
export async function runDemoHistory(deps: {
  app: FastifyInstance;
  db: Db;
  history: HistoryRun;
  clock: HistoryClock;
  story: StoryStep[];
  log: FastifyBaseLogger;
  /** Where the history ends (epoch ms, read as it runs): a second before the present by default. */
  until?: () => number;
}): Promise<HistoryRunReport> {
  const { app, db, history, clock, log } = deps;
  const started = Date.now();
  const origin = clock.now().getTime();
  const { mirror, copier } = app.trading;
  const api = demoApi(app, db, () => clock.now());
  const report: HistoryRunReport = {
    tookMs: 0,
    days: 0,
    steps: 0,
    stops: 0,
    settleSteps: 0,
    weeksSettled: 0,
    failures: [],
    spentMs: { move: 0, settle: 0, sampling: 0, story: 0, weeks: 0 },
  };
  const timed = async <T>(part: keyof HistoryRunReport['spentMs'], work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      report.spentMs[part] += Math.round(performance.now() - t0);
    }
  };

  history.begin();
  await app.ready();
  await mirror.ready();

  let watched = await watchedAccounts(db);
  const story = [...deps.story];
  let nextSample = Math.ceil((origin + 1) / SAMPLE_EVERY_MS) * SAMPLE_EVERY_MS;
  // Settled a few minutes after each Monday 00:00 UTC, as the job does once a week has ended.
  let nextWeek = weekStart(new Date(origin)).getTime() + WEEK + 5 * MINUTE;

  /** Moves the world (and the clock) until `target`, or until a watched account trades. */
  async function moveTo(target: number, watch: ReadonlySet<string>): Promise<boolean> {
    const reached = history.runUntil(target, watch);
    clock.set(Math.max(reached, clock.now().getTime()));
    await history.deliver();
    report.steps += 1;
    return reached < target;
  }

  /** Lets the mirror and the copier finish what the last events started; the broker answers meanwhile. */
  async function settle() {
    for (let i = 0; i < 1000; i += 1) {
      // The copier sizes from the figures in memory; the stored ones are written before each sample.
      await mirror.idle(undefined, { figures: false });
      await nextTurn();
      if (!copier.busy()) return;
      // Either the copier finishes (its writes need no world time), or it sends a copy to a broker, whose
      // answer needs the world to move to the request's execution time.
      const due = history.requestDue();
      if (due === null) {
        const sent = history.requestSent().then(() => false);
        // Anything else it may wait for (a session still attaching) gets world time after a moment.
        const stuck = sleep(50).then(() => false);
        if (await Promise.race([copier.idle().then(() => true), sent, stuck])) continue;
      }
      await moveTo(Math.max(history.requestDue() ?? 0, clock.now().getTime() + SETTLE_STEP_MS), NONE);
      report.settleSteps += 1;
    }
    log.warn('demo history: the copier stayed busy; going on');
  }

  const end = deps.until ?? (() => Date.now() - 1000);
  while (clock.now().getTime() < end()) {
    const due = story[0] ? origin + story[0].day * DAY : Infinity;
    const target = Math.min(nextSample, nextWeek, due, end());
    if (await timed('move', () => moveTo(target, watched))) {
      report.stops += 1;
      await timed('settle', settle);
      continue;
    }
    const now = clock.now().getTime();
    if (now >= nextSample) {
      // The copier's repair sweep runs every 30 s of real time, which a history passes in moments: run it
      // with each sample, so a copy whose close the broker refused (market closed, a timeout) closes
      // within hours of world time, as it would within seconds live, not days later at its own stop.
      await timed('settle', async () => {
        await copier.repair();
        await settle();
      });
      await timed('sampling', async () => {
        await history.pushFigures();
        await mirror.idle();
        await app.statistics.sampleAll();
      });
      nextSample += SAMPLE_EVERY_MS;
    }
    if (now >= nextWeek) {
      await timed('weeks', async () => {
        await settle();
        await app.settlement.runWeek(new Date(nextWeek - 5 * MINUTE - WEEK));
      });
      report.weeksSettled += 1;
      nextWeek += WEEK;
    }
    while (story[0] && origin + story[0].day * DAY <= now) {
      const step = story.shift()!;
      try {
        await timed('story', () => step.run(api));
      } catch (err) {
        // One step that the rules refuse (a limit, a closed market) must not stop the demo from starting.
        log.warn({ err, step: step.what }, 'demo history: a step of the story failed');
        report.failures.push(step.what);
      }
      await settle();
      watched = await watchedAccounts(db);
    }
  }

  await settle();
  await history.end();
  clock.goLive();
  history.goLive();
  await app.statistics.refreshAll();
  report.tookMs = Date.now() - started;
  report.days = Math.round((clock.now().getTime() - origin) / DAY);
  return report;
}

const NONE: ReadonlySet<string> = new Set();

/** `server:login` of every account that copies or is copied by a live subscription. */
async function watchedAccounts(db: Db): Promise<Set<string>> {
  const live = await db
    .select({ master: subscriptions.masterAccountId, follow: subscriptions.followAccountId })
    .from(subscriptions)
    .where(inArray(subscriptions.state, ['subscribing', 'closing']));
  const ids = [...new Set(live.flatMap((s) => [s.master, s.follow]))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ server: tradeServers.name, login: mtAccounts.login })
    .from(mtAccounts)
    .innerJoin(tradeServers, eq(tradeServers.id, mtAccounts.serverId))
    .where(and(inArray(mtAccounts.id, ids)));
  return new Set(rows.map((r) => `${r.server}:${r.login}`));
}
