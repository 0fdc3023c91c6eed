import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { mtAccounts } from '../schema/accounts';
import { partnerApplications, paymentCodes, rebateLevels, uploads } from '../schema/money';
import { users } from '../schema/users';
import { walletRecharges } from '../schema/wallet';
import { ensureAccount, insertPosting } from '../../modules/wallet/wallet.repository';
import { DEMO_ADMIN } from './demo-social';

/*
 * Money on the demo site (issue 6): community traders who charge (signal03 and signal04 a subscription fee,
 * with Alipay and WeChat payment codes; signal01 and signal02 performance tiers; the demo trader stays free), a follower with tokens in his wallet, and the site's rebate levels with one
 * partner who invited the demo follower. The payment codes are generated pictures shaped like QR codes;
 * they encode nothing (a demo).
 */

const signal = (n: number) => `signal${String(n).padStart(2, '0')}@meridianfx.test`;
const FOLLOWER = 'follower@meridianfx.test';
/** A copier who becomes the demo partner (he invited the demo follower). */
const PARTNER = 'copier08@meridianfx.test';

type Terms =
  | { email: string; feeType: 2; price: string; days: number; codes: boolean }
  | { email: string; feeType: 3; tiers: { profit: string; divided: string }[] };

const TERMS: Terms[] = [
  { email: signal(3), feeType: 2, price: '29.00', days: 30, codes: true },
  { email: signal(4), feeType: 2, price: '49.00', days: 30, codes: true },
  {
    email: signal(1),
    feeType: 3,
    tiers: [
      { profit: '100.00', divided: '0.10' },
      { profit: '1000.00', divided: '0.60' },
    ],
  },
  {
    email: signal(2),
    feeType: 3,
    tiers: [
      { profit: '500.00', divided: '0.20' },
      { profit: '2000.00', divided: '0.40' },
    ],
  },
];

// ------------------------------------------------------------------ a PNG without a library

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A greyscale PNG of `size` x `size` pixels; `dark(x, y)` paints a pixel black. */
function png(size: number, dark: (x: number, y: number) => boolean): Buffer {
  const raw = Buffer.alloc((size + 1) * size, 255);
  for (let y = 0; y < size; y += 1) {
    raw[y * (size + 1)] = 0;
    for (let x = 0; x < size; x += 1) if (dark(x, y)) raw[y * (size + 1) + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture shaped like a 29-module QR code (three finder squares, seeded noise), 8 px a module. */
export function demoPaymentCode(seed: string): Buffer {
  const modules = 29;
  const scale = 8;
  const quiet = 4;
  const bits = createHash('sha256').update(seed).digest();
  const finder = (mx: number, my: number, ox: number, oy: number) => {
    const x = mx - ox;
    const y = my - oy;
    if (x < 0 || y < 0 || x > 6 || y > 6) return null;
    const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
    return ring !== 2;
  };
  return png((modules + quiet * 2) * scale, (px, py) => {
    const mx = Math.floor(px / scale) - quiet;
    const my = Math.floor(py / scale) - quiet;
    if (mx < 0 || my < 0 || mx >= modules || my >= modules) return false;
    for (const [ox, oy] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ] as const) {
      const inFinder = finder(mx, my, ox, oy);
      if (inFinder !== null) return inFinder;
      if (mx >= ox - 1 && mx <= ox + 7 && my >= oy - 1 && my <= oy + 7) return false;
    }
    const i = (my * modules + mx) % (bits.length * 8);
    return (((bits[i >> 3]! >> (i & 7)) & 1) === 1) !== ((mx * 7 + my * 13) % 5 === 0);
  });
}

// ------------------------------------------------------------------ the step

async function userId(db: Db, siteId: number, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)))
    .limit(1);
  return row?.id ?? null;
}

async function nickName(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, id));
  return row?.nickName ?? '';
}

async function firstTradeAccount(db: Db, siteId: number, ownerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: mtAccounts.id })
    .from(mtAccounts)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        eq(mtAccounts.userId, ownerId),
        eq(mtAccounts.accType, 1),
        isNull(mtAccounts.unboundAt),
      ),
    )
    .orderBy(asc(mtAccounts.loginOrder))
    .limit(1);
  return row?.id ?? null;
}

/** A passed recharge of `amount` for `ownerId`, posted external_usdt -> wallet as the admin's review would. */
async function demoRecharge(
  db: Db,
  siteId: number,
  ownerId: number,
  adminId: number,
  amount: string,
  now: Date,
) {
  const [recharge] = await db
    .insert(walletRecharges)
    .values({
      siteId,
      userId: ownerId,
      amount,
      txHash: createHash('sha256').update(`demo-recharge-${siteId}-${ownerId}`).digest('hex'),
      state: 'passed',
      reviewerId: adminId,
      reason: '',
      createdAt: now,
      reviewedAt: now,
    })
    .returning({ id: walletRecharges.id });
  const external = await ensureAccount(db, siteId, null, 'external_usdt');
  const wallet = await ensureAccount(db, siteId, ownerId, 'wallet');
  await insertPosting(db, {
    siteId,
    kind: 'recharge',
    reference: `recharge:${recharge!.id}`,
    createdBy: adminId,
    at: now,
    entries: [
      { accountId: external, amount: `-${amount}` },
      { accountId: wallet, amount },
    ],
  });
}

export async function seedDemoFees(db: Db, options: { siteId: number; now: Date }) {
  const { siteId, now } = options;
  for (const terms of TERMS) {
    const owner = await userId(db, siteId, terms.email);
    if (owner === null) continue; // the community traders exist only with the simulator's crowd
    const account = await firstTradeAccount(db, siteId, owner);
    if (account === null) continue;
    if (terms.feeType === 2) {
      await db
        .update(mtAccounts)
        .set({ feeType: 2, feePrice: terms.price, feeDays: terms.days })
        .where(eq(mtAccounts.id, account));
      for (const method of ['alipay', 'wechat'] as const) {
        const data = demoPaymentCode(`${terms.email}-${method}`);
        const [upload] = await db
          .insert(uploads)
          .values({
            siteId,
            ownerId: owner,
            purpose: 'paymentCode',
            mime: 'image/png',
            size: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
            data,
            createdAt: now,
          })
          .returning({ id: uploads.id });
        await db.insert(paymentCodes).values({
          siteId,
          userId: owner,
          method,
          uploadId: upload!.id,
          accountName: await nickName(db, owner),
          state: 'passed',
          createdAt: now,
          updatedAt: now,
        });
      }
    } else {
      await db
        .update(mtAccounts)
        .set({ feeType: 3, feeTiers: terms.tiers })
        .where(eq(mtAccounts.id, account));
    }
  }

  // Rebate levels of the site and one partner who invited the demo follower.
  const levels = await db
    .insert(rebateLevels)
    .values([
      { siteId, name: 'Silver', rate: 20, createdAt: now, updatedAt: now },
      { siteId, name: 'Gold', rate: 30, createdAt: now, updatedAt: now },
      { siteId, name: 'Platinum', rate: 50, createdAt: now, updatedAt: now },
    ])
    .returning({ id: rebateLevels.id, name: rebateLevels.name });
  const gold = levels.find((l) => l.name === 'Gold')!;
  const partner = await userId(db, siteId, PARTNER);
  const follower = await userId(db, siteId, FOLLOWER);
  if (partner !== null && follower !== null) {
    await db
      .update(users)
      .set({ partnerState: 'partner', rebateLevelId: gold.id })
      .where(eq(users.id, partner));
    await db.update(users).set({ invitedBy: partner }).where(eq(users.id, follower));
    await db.insert(partnerApplications).values({
      siteId,
      userId: partner,
      realName: 'Zhou Min',
      contact: 'zhou.min@example.com',
      introduction: 'I teach a weekly forex class of about 40 students.',
      state: 'passed',
      reviewerId: await userId(db, siteId, DEMO_ADMIN.email),
      createdAt: new Date(now.getTime() - 5 * 86_400_000),
      reviewedAt: new Date(now.getTime() - 4 * 86_400_000),
    });
  }

  // Tokens to pay with: the demo follower and two copiers hold recharged USDT.
  const admin = await userId(db, siteId, DEMO_ADMIN.email);
  if (admin !== null) {
    const holders = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.siteId, siteId),
          inArray(users.email, [FOLLOWER, 'copier01@meridianfx.test', 'copier02@meridianfx.test']),
        ),
      );
    for (const holder of holders) {
      await demoRecharge(db, siteId, holder.id, admin, holder.email === FOLLOWER ? '500.00' : '200.00', now);
    }
  }
}
