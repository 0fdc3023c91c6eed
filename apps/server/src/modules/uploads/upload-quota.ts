import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createKeyedLimiter, createSemaphore, type KeyedLimiter } from '../../platform/concurrency';
import type { SiteScope } from '../../platform/context';
import { addToDailyQuota } from './upload.repository';

const MEGABYTE = 1024 * 1024;

/**
 * What one user may upload (images of every purpose and avatars together). One person once stored 44 MB
 * of images nobody used in under a second; these bound it.
 */
export const UPLOAD_QUOTA = {
  /** Files stored per user and UTC day (a payment needs at most 3 vouchers; 50 leaves room for retries). */
  FILES_PER_DAY: 50,
  /** Bytes received per user and UTC day (an avatar counts what was sent, not the small WebP kept). */
  BYTES_PER_DAY: 50 * MEGABYTE,
  /** Uploads one user may have in progress at once; one more is refused at once, not queued. */
  IN_FLIGHT_PER_USER: 3,
  /** Image decodes (sharp) running at once in this process; more wait their turn. */
  DECODES_AT_ONCE: 2,
  /**
   * Avatar bodies (up to 13.4 MB of base64 each) read and processed at once in this process; the others
   * wait before their body is read (TCP holds it back), so 40 at once take about 4 x 40 MB, not 1.6 GB.
   */
  LARGE_BODIES_AT_ONCE: 4,
  /** An upload still referenced by nothing this long after it was stored is removed by the sweep. */
  UNREFERENCED_TTL_MS: 24 * 3600_000,
} as const;

export type QuotaLimits = { filesPerDay: number; bytesPerDay: number };

export const DEFAULT_QUOTA: QuotaLimits = {
  filesPerDay: UPLOAD_QUOTA.FILES_PER_DAY,
  bytesPerDay: UPLOAD_QUOTA.BYTES_PER_DAY,
};

/**
 * Uploads in progress per user, shared by every upload route of this process (images and avatars): the
 * limit protects this process's memory and CPU, so it is per process by nature.
 */
export const uploadSlots: KeyedLimiter = createKeyedLimiter(UPLOAD_QUOTA.IN_FLIGHT_PER_USER);

/** Image decoding (libuv's pool has 4 threads; two stay free for files, DNS and crypto). */
export const imageDecodes = createSemaphore(UPLOAD_QUOTA.DECODES_AT_ONCE);

/** Avatar bodies in progress in this process (taken before the body is read, given back with the answer). */
export const largeBodies = createSemaphore(UPLOAD_QUOTA.LARGE_BODIES_AT_ONCE);

/** Runs one upload of a user in one of his slots, or refuses it (UPLOADS_IN_FLIGHT) when all are busy. */
export function inUploadSlot<T>(
  slots: KeyedLimiter,
  site: SiteScope,
  userId: number,
  task: () => Promise<T>,
): Promise<T> {
  return slots.run(
    `${site.id}:${userId}`,
    () => new AppError('UPLOADS_IN_FLIGHT', { params: { max: UPLOAD_QUOTA.IN_FLIGHT_PER_USER } }),
    task,
  );
}

/** The UTC day of an instant, as the quota rows key it. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts one file of `bytes` against the user's quota of the day, or refuses it (UPLOAD_QUOTA_EXCEEDED).
 * One conditional upsert on the user's counter row: concurrent uploads queue on that row, and each sees
 * the counts the previous ones left, so 100 at once store exactly the quota. Inside the transaction that
 * stores the file, a failed store gives the reservation back.
 */
export async function reserveUploadQuota(
  db: Db,
  site: SiteScope,
  userId: number,
  bytes: number,
  now: Date,
  limits: QuotaLimits = DEFAULT_QUOTA,
): Promise<void> {
  const fits =
    bytes <= limits.bytesPerDay && (await addToDailyQuota(db, site.id, userId, quotaDay(now), bytes, limits));
  if (!fits) {
    throw new AppError('UPLOAD_QUOTA_EXCEEDED', {
      params: { files: limits.filesPerDay, megabytes: Math.round(limits.bytesPerDay / MEGABYTE) },
    });
  }
}
