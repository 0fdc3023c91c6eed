import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadPurpose,
  type UploadResult,
} from '@copytrade/contracts/payments';
import type { Locale } from '@copytrade/contracts/locale';
import { siteImageUrl, type SiteImageKind, type SiteImageResult } from '@copytrade/contracts/site-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { KeyedLimiter } from '../../platform/concurrency';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { mayReadThroughPayment } from '../../read-models/upload-references';
import { decodeImage } from './image-decode';
import { readSiteImageInput, toSiteImage } from './site-image';
import {
  DEFAULT_QUOTA,
  inUploadSlot,
  quotaDay,
  reserveUploadQuota,
  UPLOAD_QUOTA,
  uploadSlots,
  type QuotaLimits,
} from './upload-quota';
import {
  currentAvatar,
  deleteOtherAvatars,
  deleteUnreferencedUploads,
  findUpload,
  insertAvatar,
  insertUpload,
  ownUploadIds,
  pruneDailyQuotas,
  SITE_IMAGE_PURPOSE,
  siteImageIds,
} from './upload.repository';
import type { Jobs } from '../../platform/jobs';

type Deps = {
  db: Db;
  clock: Clock;
  /** Uploads in progress per user (the process-wide slots unless a test gives its own). */
  slots?: KeyedLimiter;
  quota?: QuotaLimits;
  /** Period of the sweep of unreferenced uploads (default hourly); 0 = only at start. */
  sweepEveryMs?: number;
};

/** Uploads removed per statement of the sweep (short transactions; the loop goes on while any go). */
const SWEEP_BATCH = 500;

/**
 * The uploads among `ids` that `ownerId` stored on the site for `purpose`, checked inside the caller's
 * transaction `tx`, which then stores references to them (the sweep waits for it to commit).
 */
export function ownUploads(tx: Db, siteId: number, ownerId: number, ids: number[], purpose: string) {
  return ownUploadIds(tx, siteId, ownerId, ids, purpose);
}

/**
 * Uploaded images (vouchers, complaint evidence, payment codes, ID document photos), kept in the
 * database. The type is decided from the bytes (`file-type`), never from a name or a data URL's header:
 * only PNG, JPEG, GIF and WebP, at most 2 MB, so a script renamed .png is refused. An image is served only
 * to its owner, to the two parties of a payment that holds it, to a payer with an open payment to the
 * trader whose payment code it is, and to the site's admin; anyone else (or another site) is answered
 * 404, as if it did not exist. ID document photos are served to their owner and the site's admin only.
 */
export function createUploadService(deps: Deps) {
  const { db, clock } = deps;
  const slots = deps.slots ?? uploadSlots;
  const quota = deps.quota ?? DEFAULT_QUOTA;
  const sweepEveryMs = deps.sweepEveryMs ?? 3600_000;
  let sweeping: Promise<void> = Promise.resolve();

  /** Decode, check size and type by content, count against the quota and store, in one transaction. */
  async function store(
    site: SiteScope,
    caller: Caller,
    body: { purpose: UploadPurpose; image: string },
  ): Promise<UploadResult> {
    const decoded = await decodeImage(body.image, UPLOAD_MAX_BYTES);
    if ('error' in decoded)
      throw new AppError(decoded.error === 'tooLarge' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_NOT_IMAGE');
    const bytes = decoded.bytes;
    const type = await fileTypeFromBuffer(bytes);
    const mime = type?.mime;
    if (!mime || !(UPLOAD_MIME_TYPES as readonly string[]).includes(mime))
      throw new AppError('UPLOAD_NOT_IMAGE');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      await reserveUploadQuota(tx, site, caller.userId, bytes.length, now, quota);
      return insertUpload(tx, {
        siteId: site.id,
        ownerId: caller.userId,
        purpose: body.purpose,
        mime,
        size: bytes.length,
        sha256,
        data: bytes,
        createdAt: now,
      });
    });
    return { uploadId: row.id, mime: row.mime, size: row.size };
  }

  /**
   * Removes the uploads nothing referenced within UNREFERENCED_TTL_MS of being stored (see
   * `deleteUnreferencedUploads` for what references one) and the quota counters of past days. Answers
   * how many uploads went.
   */
  async function sweep(): Promise<number> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - UPLOAD_QUOTA.UNREFERENCED_TTL_MS);
    let removed = 0;
    for (;;) {
      const batch = await deleteUnreferencedUploads(db, cutoff, SWEEP_BATCH);
      removed += batch;
      if (batch < SWEEP_BATCH) break;
    }
    await pruneDailyQuotas(db, quotaDay(new Date(now.getTime() - 24 * 3600_000)));
    return removed;
  }

  return {
    /**
     * `base64Pic`: in one of the caller's upload slots (UPLOADS_IN_FLIGHT beyond), decoded without holding
     * the event loop, checked, counted against the day's quota (UPLOAD_QUOTA_EXCEEDED) and stored.
     */
    save(site: SiteScope, caller: Caller, body: { purpose: UploadPurpose; image: string }) {
      return inUploadSlot(slots, site, caller.userId, () => store(site, caller, body));
    },

    sweep,

    /** The sweep job: once now (so a restart collects what piled up meanwhile), then every period. */
    start(log: FastifyBaseLogger, jobs?: Jobs) {
      const run = () => {
        sweeping = sweeping
          .catch(() => undefined)
          .then(sweep)
          .then((removed) => {
            if (removed > 0) log.info({ removed }, 'unreferenced uploads removed');
          });
        return sweeping;
      };
      run().catch((err: unknown) => log.error({ err }, 'upload sweep failed'));
      if (sweepEveryMs) jobs?.every('upload-sweep', sweepEveryMs, run);
    },

    /** Waits for a sweep in progress (the periodic runs stop with the jobs). */
    async stop() {
      await sweeping.catch(() => undefined);
    },

    /**
     * Stores a user's new avatar (already checked and re-encoded by the profile module, in its transaction
     * `tx`) and removes his earlier ones: only the current one is ever served. Answers its upload id.
     */
    async storeAvatar(
      site: SiteScope,
      ownerId: number,
      image: { mime: string; data: Buffer },
      now: Date,
      tx: Db,
    ): Promise<number> {
      const uploadId = await insertAvatar(tx, site.id, {
        ownerId,
        mime: image.mime,
        data: image.data,
        sha256: createHash('sha256').update(image.data).digest('hex'),
        createdAt: now,
      });
      await deleteOtherAvatars(tx, site.id, ownerId, uploadId);
      return uploadId;
    },

    /** The user's current avatar (the newest) with its bytes; undefined when none (or not of the site). */
    currentAvatar(site: SiteScope, ownerId: number) {
      return currentAvatar(db, site.id, ownerId);
    },

    /**
     * A site image (logo, banner, QR code) uploaded by the site's admin (the caller checks he is one): in
     * one of his upload slots, checked by content and size (`readSiteImageInput`), re-encoded
     * (`toSiteImage`), counted against his daily quota and stored with purpose 'site'. Public once stored
     * (`siteImage`); the sweep removes it after a day unless a setting or a banner names it.
     */
    storeSiteImage(
      site: SiteScope,
      caller: Caller,
      body: { kind: SiteImageKind; image: string },
      locale: Locale,
    ): Promise<SiteImageResult> {
      return inUploadSlot(slots, site, caller.userId, async () => {
        const bytes = await readSiteImageInput(body.image, locale);
        const image = await toSiteImage(bytes, body.kind);
        const now = clock.now();
        const row = await db.transaction(async (tx) => {
          await reserveUploadQuota(tx, site, caller.userId, bytes.length, now, quota);
          return insertUpload(tx, {
            siteId: site.id,
            ownerId: caller.userId,
            purpose: SITE_IMAGE_PURPOSE,
            mime: image.mime,
            size: image.data.length,
            sha256: createHash('sha256').update(image.data).digest('hex'),
            data: image.data,
            createdAt: now,
          });
        });
        return {
          uploadId: row.id,
          url: siteImageUrl(row.id),
          mime: row.mime,
          size: row.size,
          width: image.width,
          height: image.height,
        };
      });
    },

    /** `querySiteImage` (public): a site image of this site, else NOT_FOUND (any other upload included). */
    async siteImage(site: SiteScope, id: number): Promise<{ mime: string; data: Buffer }> {
      const row = await findUpload(db, site.id, id);
      if (!row || row.purpose !== SITE_IMAGE_PURPOSE) throw new AppError('NOT_FOUND');
      return { mime: row.mime, data: row.data };
    },

    /**
     * The site images of the site among `ids`, checked inside the caller's transaction `tx`, which then
     * stores references to them (the sweep waits for it to commit).
     */
    siteImageIds(tx: Db, site: SiteScope, ids: number[]): Promise<number[]> {
      return siteImageIds(tx, site.id, ids);
    },

    /** `queryUploadFile`: the image for someone allowed to see it, else NOT_FOUND. */
    async read(site: SiteScope, caller: Caller, id: number): Promise<{ mime: string; data: Buffer }> {
      const row = await findUpload(db, site.id, id);
      if (!row) throw new AppError('NOT_FOUND');
      // ID document photos (purpose 'identity') are for their owner and the site admin only.
      const allowed =
        row.ownerId === caller.userId ||
        caller.isAdmin ||
        (row.purpose !== 'identity' && (await mayReadThroughPayment(db, site.id, caller.userId, id)));
      if (!allowed) throw new AppError('NOT_FOUND');
      return { mime: row.mime, data: row.data };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
