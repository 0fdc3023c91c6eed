import { createHash } from 'node:crypto';
import { idCardCheckChar } from '@copytrade/contracts/verification';
import { paymentCodes, uploads } from '../src/db/schema/money';
import { identityVerifications } from '../src/db/schema/profile';
import type { TestContext, TestSite } from './harness';
import { PNG } from './payments-support';

/** Helpers of the verification tests, and of any test whose trader must be verified (fee settings). */

/** A mainland identity card number with a valid GB 11643-1999 check character. */
export function idCard(region = '110101', birth = '19900307', sequence = '123'): string {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** The same number with its check character changed (a forged or mistyped number). */
export function badChecksum(id: string): string {
  const last = id.at(-1) === '0' ? '1' : '0';
  return `${id.slice(0, 17)}${last}`;
}

let serial = 0;

/** An ID photo (a 1x1 PNG) of `who`, stored directly as the upload call would; returns its upload id. */
export async function identityPhoto(t: TestContext, who: { id: number }, site: TestSite = t.siteA) {
  const data = Buffer.from(PNG, 'base64');
  const [photo] = await t.db
    .insert(uploads)
    .values({
      siteId: site.id,
      ownerId: who.id,
      purpose: 'identity',
      mime: 'image/png',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
      createdAt: t.clock.now(),
    })
    .returning({ id: uploads.id });
  return photo!.id;
}

/**
 * Makes a person a verified trader for the fee rules: a passed real-name row and a passed bank card,
 * inserted directly as if the site admin had passed them (the verification tests drive the real desk).
 * Fee settings need both passed (modules/fees), so a test that sets a paid fee calls this first.
 */
export async function verifiedTrader(t: TestContext, who: { id: number }, site: TestSite = t.siteA) {
  serial += 1;
  const now = t.clock.now();
  const photo = await identityPhoto(t, who, site);
  await t.db.insert(identityVerifications).values({
    siteId: site.id,
    userId: who.id,
    realName: 'Test Trader',
    idType: 2,
    idNumber: `VT${String(who.id).padStart(6, '0')}${serial}`,
    frontUploadId: photo,
    state: 'passed',
    reviewedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await t.db.insert(paymentCodes).values({
    siteId: site.id,
    userId: who.id,
    method: 'bank',
    accountName: 'Test Trader',
    bankName: 'Test Bank',
    accountNo: '4111111111111111',
    state: 'passed',
    reviewedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}
