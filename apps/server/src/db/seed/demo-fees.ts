import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { idCardCheckChar } from '@copytrade/contracts/verification';
import type { Db } from '../client';
import { mtAccounts } from '../schema/accounts';
import { partnerApplications, paymentCodes, rebateLevels, uploads } from '../schema/money';
import { identityVerifications } from '../schema/profile';
import { users } from '../schema/users';
import { walletRecharges } from '../schema/wallet';
import { listUserAccounts } from '../../modules/accounts/account.repository';
import { ensureAccount, insertPosting } from '../../modules/wallet/wallet.repository';
import { DEMO_ADMIN } from './demo-social';

/*
 * Money on the demo site (issue 6): community traders who charge (signal03 and signal04 a subscription fee,
 * with Alipay and WeChat payment codes; signal01 and signal02 performance tiers; the demo trader stays free), a follower with tokens in his wallet, and the site's rebate levels with one
 * partner who invited the demo follower. The payment codes are generated pictures shaped like QR codes;
 * they encode nothing (a demo).
 *
 * Verification (issue 7, `seedDemoVerification`): the four charging traders have passed real-name
 * verification (a paid fee needs it) and signal03/04's codes are passed; the demo trader (trader@, who
 * stays free) has a real-name submission and a WeChat code waiting for review, so the admin's review desk
 * is not empty; the demo follower has nothing. The ID numbers are made-up numbers with a valid checksum.
 */

const signal = (n: number) => `signal${String(n).padStart(2, '0')}@meridianfx.test`;
const FOLLOWER = 'follower@meridianfx.test';
/** The demo trader (stays free); his real name and a WeChat code wait for review. */
const DEMO_TRADER = 'trader@meridianfx.test';
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

/** A greyscale PNG of `width` x `height` pixels; `dark(x, y)` paints a pixel black. */
function png(width: number, dark: (x: number, y: number) => boolean, height = width): Buffer {
  const raw = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x += 1) if (dark(x, y)) raw[y * (width + 1) + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
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

/** A picture shaped like an ID card (a frame, a photo box or an emblem, lines of text), 2 px a unit. */
export function demoIdCard(seed: string, side: 'front' | 'back'): Buffer {
  const width = 171;
  const height = 108;
  const scale = 2;
  const bits = createHash('sha256').update(`${seed}-${side}`).digest();
  const lineEnd = (line: number, from: number, spread: number) => from + 40 + (bits[line]! % spread);
  return png(
    width * scale,
    (px, py) => {
      const x = Math.floor(px / scale);
      const y = Math.floor(py / scale);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return true;
      if (side === 'front') {
        if (x >= 118 && x <= 158 && y >= 16 && y <= 66) {
          const edge = x === 118 || x === 158 || y === 16 || y === 66;
          return edge || (x - 138) ** 2 + (y - 34) ** 2 < 80 || (y > 50 && Math.abs(x - 138) < 14);
        }
        const line = [20, 34, 48, 62, 80, 94].indexOf(y);
        return line >= 0 && x >= 12 && x < lineEnd(line, 12, 60) && x % 7 !== 0;
      }
      if ((x - 30) ** 2 + (y - 30) ** 2 < 300) return (x + y) % 3 === 0;
      const line = [26, 40, 70, 84].indexOf(y);
      return line >= 0 && x >= 60 && x < lineEnd(line, 60, 50) && x % 9 !== 0;
    },
    height * scale,
  );
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
  const [row] = await listUserAccounts(db, siteId, ownerId, 1).limit(1);
  return row?.account.id ?? null;
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

/** A made-up identity card number with a valid check character. */
function demoIdNumber(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

type DemoIdentity = {
  email: string;
  realName: string;
  idType: 1 | 2;
  idNumber: string;
  state: 'passed' | 'pending';
};

const IDENTITIES: DemoIdentity[] = [
  {
    email: signal(1),
    realName: '林浩然',
    idType: 1,
    idNumber: demoIdNumber('310104', '19850612', '031'),
    state: 'passed',
  },
  { email: signal(2), realName: 'Olivia Grant', idType: 2, idNumber: 'E48213957', state: 'passed' },
  {
    email: signal(3),
    realName: '陈思远',
    idType: 1,
    idNumber: demoIdNumber('440305', '19900218', '057'),
    state: 'passed',
  },
  {
    email: signal(4),
    realName: '周雅婷',
    idType: 1,
    idNumber: demoIdNumber('330106', '19921104', '084'),
    state: 'passed',
  },
  // The demo trader is getting ready to charge: his submission waits on the admin's review desk.
  {
    email: DEMO_TRADER,
    realName: '王子涵',
    idType: 1,
    idNumber: demoIdNumber('110105', '19880923', '016'),
    state: 'pending',
  },
];

export async function insertImage(
  db: Db,
  siteId: number,
  ownerId: number,
  purpose: string,
  data: Buffer,
  now: Date,
) {
  const [row] = await db
    .insert(uploads)
    .values({
      siteId,
      ownerId,
      purpose,
      mime: 'image/png',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
      createdAt: now,
    })
    .returning({ id: uploads.id });
  return row!.id;
}

/**
 * Real-name rows and the pending payment information of the demo (see the file's comment). Idempotent:
 * a person who already has a submission, or a method, is left as he is.
 */
export async function seedDemoVerification(db: Db, options: { siteId: number; now: Date }) {
  const { siteId, now } = options;
  const day = 86_400_000;
  const admin = await userId(db, siteId, DEMO_ADMIN.email);
  for (const identity of IDENTITIES) {
    const owner = await userId(db, siteId, identity.email);
    if (owner === null) continue; // the community traders exist only with the simulator's crowd
    const [existing] = await db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.userId, owner)));
    if (existing) continue;
    const passed = identity.state === 'passed';
    const submitted = new Date(now.getTime() - (passed ? 6 : 1) * day);
    const front = await insertImage(db, siteId, owner, 'identity', demoIdCard(identity.email, 'front'), now);
    const back =
      identity.idType === 1
        ? await insertImage(db, siteId, owner, 'identity', demoIdCard(identity.email, 'back'), now)
        : null;
    await db.insert(identityVerifications).values({
      siteId,
      userId: owner,
      realName: identity.realName,
      idType: identity.idType,
      idNumber: identity.idNumber,
      frontUploadId: front,
      backUploadId: back,
      state: identity.state,
      reviewedBy: passed ? admin : null,
      reviewedAt: passed ? new Date(submitted.getTime() + day) : null,
      createdAt: submitted,
      updatedAt: passed ? new Date(submitted.getTime() + day) : submitted,
    });
  }

  // The demo trader's WeChat code, waiting for review.
  const trader = await userId(db, siteId, DEMO_TRADER);
  if (trader !== null) {
    const [existing] = await db
      .select({ id: paymentCodes.id })
      .from(paymentCodes)
      .where(
        and(
          eq(paymentCodes.siteId, siteId),
          eq(paymentCodes.userId, trader),
          eq(paymentCodes.method, 'wechat'),
        ),
      );
    if (!existing) {
      const image = await insertImage(
        db,
        siteId,
        trader,
        'paymentCode',
        demoPaymentCode(`${DEMO_TRADER}-wechat`),
        now,
      );
      const at = new Date(now.getTime() - day / 2);
      await db.insert(paymentCodes).values({
        siteId,
        userId: trader,
        method: 'wechat',
        uploadId: image,
        accountName: await nickName(db, trader),
        state: 'pending',
        createdAt: at,
        updatedAt: at,
      });
    }
  }
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
        const code = demoPaymentCode(`${terms.email}-${method}`);
        const image = await insertImage(db, siteId, owner, 'paymentCode', code, now);
        await db.insert(paymentCodes).values({
          siteId,
          userId: owner,
          method,
          uploadId: image,
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
      { siteId, name: 'Silver', rate: 20, minCustomers: 0, createdAt: now, updatedAt: now },
      { siteId, name: 'Gold', rate: 30, minCustomers: 3, createdAt: now, updatedAt: now },
      { siteId, name: 'Platinum', rate: 50, minCustomers: 10, createdAt: now, updatedAt: now },
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

  await seedDemoVerification(db, { siteId, now });
}
