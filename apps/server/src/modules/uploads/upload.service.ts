import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadPurpose,
  type UploadResult,
} from '@copytrade/contracts/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { findUpload, insertUpload, mayReadThroughPayment } from './upload.repository';

type Deps = { db: Db; clock: Clock };

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a data URL or bare base64 text; null when it is not base64. */
export function decodeImage(text: string): Buffer | null {
  const bare = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (bare.length === 0 || bare.length % 4 !== 0 || !BASE64.test(bare)) return null;
  return Buffer.from(bare, 'base64');
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

  return {
    /** `base64Pic`: decode, check size and type by content, store. */
    async save(
      site: SiteScope,
      caller: Caller,
      body: { purpose: UploadPurpose; image: string },
    ): Promise<UploadResult> {
      const bytes = decodeImage(body.image);
      if (!bytes || bytes.length === 0) throw new AppError('UPLOAD_NOT_IMAGE');
      if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
      const type = await fileTypeFromBuffer(bytes);
      const mime = type?.mime;
      if (!mime || !(UPLOAD_MIME_TYPES as readonly string[]).includes(mime))
        throw new AppError('UPLOAD_NOT_IMAGE');
      const row = await insertUpload(db, {
        siteId: site.id,
        ownerId: caller.userId,
        purpose: body.purpose,
        mime,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        createdAt: clock.now(),
      });
      return { uploadId: row.id, mime: row.mime, size: row.size };
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
