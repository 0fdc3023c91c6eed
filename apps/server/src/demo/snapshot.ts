import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/env';
import { lastMigrationTag, type Db } from '../db/client';
import { sealAgain } from '../db/seed/reseal';
import { acquireDirLock } from '../platform/dir-lock';
import { deriveKeys, parseKey, type Keys } from '../platform/secrets';
/*
 * The demo made ahead (issue 20: the first start under 10 s). `npm run build:demo` runs the first start's
 * history once, through the real engine as any first start does (`main.ts --demo-history`), and keeps the
 * data folder it leaves as a snapshot. A first start with demo data on the embedded database then copies
 * that folder instead of generating the history, and starts as a restart does: the simulated brokers
 * fast-forward over the hours since the snapshot was made, as after any time the site was down.
 *
 * The snapshot is made with a key of its own, which is in the snapshot (and so in any image made with it):
 * the copy is sealed again with the data folder's own key (SECRET_KEY, or one generated for it) before it
 * is used, and the sign-in sessions and verification codes of the history are dropped.
 */

const DAY = 24 * 3600_000;
/** An older snapshot is not used (its history would stop days ago): the first start generates one. */
export const SNAPSHOT_MAX_AGE_MS = 7 * DAY;
const MANIFEST = 'snapshot.json';
/** In the data folder while a restore is under way (see `beginRestore`). */
const MARKER = 'snapshot-restoring';

/** What a snapshot was made with; it is used only where all of it matches (`unusableBecause`). */
type Manifest = {
  format: 1;
  /** When its history ends (epoch ms). */
  madeAt: number;
  migration: string;
  historyDays: number;
  simSeed: number;
  simWeekendClosed: boolean;
};

export type SnapshotSettings = Pick<Config, 'demoHistoryDays' | 'simSeed' | 'simWeekendClosed'>;

async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Why a snapshot may not be used by this code with these settings at `now`, or null when it may. */
export function unusableBecause(
  manifest: Manifest,
  expected: SnapshotSettings & { migration: string },
  now: number,
): string | null {
  if (manifest.format !== 1) return 'made by another version of the snapshot format';
  if (manifest.migration !== expected.migration)
    return `made on another database schema (${manifest.migration}, this code ${expected.migration})`;
  if (manifest.historyDays !== expected.demoHistoryDays) return 'made with another DEMO_HISTORY_DAYS';
  if (manifest.simSeed !== expected.simSeed) return 'made with another SIM_SEED';
  if (manifest.simWeekendClosed !== expected.simWeekendClosed) return 'made with another SIM_WEEKEND_CLOSED';
  if (now - manifest.madeAt > SNAPSHOT_MAX_AGE_MS) return 'more than a week old';
  if (manifest.madeAt > now + 60_000) return 'made in the future (the clock moved back)';
  return null;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Keeps the data folder `source` (just left by a first start's history process) as the snapshot in
 * `target`, replacing any snapshot there; the manifest is written last, so a half-copied snapshot is
 * never used.
 */
export async function keepSnapshot(
  source: string,
  target: string,
  settings: SnapshotSettings,
  madeAt: number,
): Promise<void> {
  const staging = `${target}.making`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const part of ['pgdata', 'uploads', 'secret.key']) {
    if (await exists(path.join(source, part))) {
      await cp(path.join(source, part), path.join(staging, part), { recursive: true });
    }
  }
  const manifest: Manifest = {
    format: 1,
    madeAt,
    migration: await lastMigrationTag(),
    historyDays: settings.demoHistoryDays,
    simSeed: settings.simSeed,
    simWeekendClosed: settings.simWeekendClosed,
  };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
}

/** A restore begun: the snapshot's database is in the data folder, still sealed with the snapshot's key. */
export type PendingRestore = {
  /** Seals it with the folder's keys (the database just opened on it) and marks the restore done. */
  finish(db: Db, keys: Keys): Promise<void>;
};

/**
 * On a first start with demo data on the embedded database (no `pgdata` in the data folder yet): copies
 * the snapshot into the data folder and returns what finishes the restore once the database is open
 * (`finish`: sealed with the folder's own keys). Returns null (and changes nothing) when the folder has a
 * database or there is no usable snapshot; the first start then generates the history.
 *
 * A marker file stands in the folder from before the copy until the database is sealed again: a start
 * stopped in between leaves it, and the next start drops that copy and restores again.
 */
export async function beginRestore(config: Config, log: Logger): Promise<PendingRestore | null> {
  await mkdir(config.dataDir, { recursive: true });
  // Taken while the folder is written, as the database takes it: another process opening it meanwhile stops.
  const lock = await acquireDirLock(config.dataDir, 'database');
  const marker = path.join(config.dataDir, MARKER);
  const pgdata = path.join(config.dataDir, 'pgdata');
  const started = Date.now();
  try {
    if (await exists(marker)) {
      log.warn('a restore of the demo snapshot was interrupted: it begins again');
      await rm(pgdata, { recursive: true, force: true });
      await rm(marker, { force: true });
    }
    if (await exists(pgdata)) return null;
    const source = config.demoSnapshotDir;
    const manifest = await readManifest(source);
    if (!manifest) return null;
    const why = unusableBecause(manifest, { ...config, migration: await lastMigrationTag() }, Date.now());
    if (why) {
      log.info({ snapshot: source, why }, 'the demo snapshot is not used: generating the history');
      return null;
    }
    const from = deriveKeys(parseKey(await readFile(path.join(source, 'secret.key'), 'utf8')));
    await writeFile(marker, `${source}\n`);
    await cp(path.join(source, 'pgdata'), pgdata, { recursive: true });
    if (await exists(path.join(source, 'uploads'))) {
      await cp(path.join(source, 'uploads'), path.join(config.dataDir, 'uploads'), {
        recursive: true,
        force: true,
      });
    }
    const copiedMs = Date.now() - started;
    return {
      async finish(db, keys) {
        const resealed = await sealAgain(db, from, keys).catch((error: unknown) => {
          // The next start would meet the same snapshot: say which, and how to start without it.
          throw new Error(
            `The demo snapshot ${source} could not be restored. Make it again (npm run build:demo), or remove it to generate the history on this start.`,
            { cause: error },
          );
        });
        await rm(marker);
        log.info(
          {
            snapshot: source,
            historyEndedAt: new Date(manifest.madeAt).toISOString(),
            copiedMs,
            tookMs: Date.now() - started,
            ...resealed,
          },
          'demo restored from its snapshot',
        );
      },
    };
  } finally {
    await lock.release();
  }
}
