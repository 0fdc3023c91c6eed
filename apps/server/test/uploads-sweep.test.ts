import { pino } from 'pino';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/money';
import { timerJobs } from '../src/platform/jobs';
import { createUploadService } from '../src/modules/uploads/upload.service';
import { bindAccount, person, type Person } from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';
import { anotherApp, NO_JOBS, type TestContext } from './harness';
import {
  call,
  ok,
  priceAccount,
  saveAlipay,
  sendVoucher,
  subscribePaid,
  uploadId,
  type PaymentRow,
} from './payments-support';
import { dataUrl, picture } from './profile-support';
import { idCard } from './verification-support';

/**
 * The sweep of uploads nobody referenced within a day. Lin stores a voucher and complaint evidence on a
 * payment, two real-name photos and an avatar; Atlas stores an Alipay code, then replaces it; Lin also
 * uploads one image he never uses, and another 23 hours later. A day on, the sweep removes exactly the
 * unused image and the replaced code; every referenced upload stays, and so does the young one until it
 * is a day old itself. The job runs when the app starts (so after every restart) and then periodically.
 */
const HOUR = 3600_000;
const MASTER = masterSim(7300001);
// The follower's account holds as much as the trader's (the sweep does not care).
const F_LIN = simAccount('ApexCapital-Real01', 7300011, { balance: '50000.00' });

let t: TestContext;
let trader: Person;
let lin: Person;
const kept: Record<string, number> = {};
const doomed: Record<string, number> = {};

async function present(ids: number[]): Promise<number[]> {
  const rows = await t.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  t = await tradingContext([MASTER, F_LIN]);
  trader = await person(t, 'atlas@sweep.test', 3);
  lin = await person(t, 'lin@sweep.test');
  const masterId = await bindAccount(t, trader, 1, MASTER);
  const followId = await bindAccount(t, lin, 2, F_LIN);
  await priceAccount(t, masterId, '50.00', 30);

  // Atlas's first Alipay code is replaced by a second one: only the second stays referenced.
  doomed.replacedCode = (await saveAlipay(t, trader)).uploadId;
  kept.paymentCode = (await saveAlipay(t, trader)).uploadId;

  const created = await subscribePaid(t, lin, masterId, followId);
  const paymentId = created.body.content[0]!.paymentId!;
  kept.voucher = await sendVoucher(t, lin, paymentId);
  kept.evidence = await uploadId(t, lin, 'evidence');
  await ok(
    call<PaymentRow>(t, lin, 'POST', '/community/api/complaint', {
      payload: { subTransId: paymentId, reason: 'Paid, never confirmed', uploadIds: [kept.evidence] },
    }),
  );
  kept.idFront = await uploadId(t, lin, 'identity');
  kept.idBack = await uploadId(t, lin, 'identity');
  await ok(
    call(t, lin, 'POST', '/community/api/srCommunityIdInfo', {
      payload: {
        realName: 'Lin Hart',
        idType: 1,
        idNumber: idCard(),
        frontImage: kept.idFront,
        backImage: kept.idBack,
      },
    }),
  );
  await ok(
    call(t, lin, 'POST', '/community/api/uploadAvatar', {
      payload: { image: dataUrl('image/png', await picture('png', 64, 64)) },
    }),
  );
  const [avatar] = await t.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(inArray(uploads.purpose, ['avatar']));
  kept.avatar = avatar!.id;
  doomed.unused = await uploadId(t, lin, 'voucher');
}, 120_000);
afterAll(() => t.close());

describe('the sweep', () => {
  it('keeps everything younger than a day', async () => {
    t.clock.advance(23 * HOUR);
    kept.young = await uploadId(t, lin, 'evidence');
    const service = createUploadService({ db: t.db, clock: t.clock });
    expect(await service.sweep()).toBe(0);
    const all = [...Object.values(kept), ...Object.values(doomed)];
    expect(await present(all)).toEqual(sorted(all));
  });

  it('a day on, removes only what nothing references', async () => {
    t.clock.advance(2 * HOUR);
    const service = createUploadService({ db: t.db, clock: t.clock });
    expect(await service.sweep()).toBe(2);
    expect(await present(Object.values(doomed))).toEqual([]);
    expect(await present(Object.values(kept))).toEqual(sorted(Object.values(kept)));
    // Referenced images are still served to who may see them.
    const voucher = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(kept.voucher) },
      token: trader.token,
    });
    expect(voucher.statusCode).toBe(200);
  });

  it('runs periodically: the young upload goes once it is a day old unreferenced', async () => {
    const service = createUploadService({ db: t.db, clock: t.clock, sweepEveryMs: 20 });
    const log = pino({ level: 'silent' });
    const jobs = timerJobs(log);
    service.start(log, jobs);
    await jobs.start();
    try {
      t.clock.advance(23 * HOUR);
      for (let i = 0; i < 200 && (await present([kept.young!])).length > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await present([kept.young!])).toEqual([]);
      delete kept.young;
      expect(await present(Object.values(kept))).toEqual(sorted(Object.values(kept)));
    } finally {
      await jobs.stop();
      await service.stop();
    }
  });

  it('runs when the app starts, so a restart collects what piled up while it was down', async () => {
    const stray = await uploadId(t, lin, 'voucher');
    t.clock.advance(25 * HOUR);
    // A second app on the same database, as after a restart (the first one's job ran long ago).
    const restarted = await anotherApp(t, NO_JOBS);
    try {
      await restarted.ready();
      for (let i = 0; i < 200 && (await present([stray])).length > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await present([stray])).toEqual([]);
      expect(await present(Object.values(kept))).toEqual(sorted(Object.values(kept)));
    } finally {
      await restarted.close();
    }
  });
});
