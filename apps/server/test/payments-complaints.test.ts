import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { TestContext } from './harness';
import { bindAccount, person, type Person } from './copy-support';
import { simAccount, tradingContext } from './sim-support';
import { accountBalance } from './wallet-support';
import {
  call,
  ok,
  pricedTrader,
  sendVoucher,
  siteAdmin,
  subscribePaid,
  uploadId,
  type PaymentRow,
} from './payments-support';

/**
 * Complaints about voucher payments: filed from toBeConfirmed or rejected, updated, withdrawn (the payment
 * goes back to where it was), a new voucher after a refusal, and the site admin's decision both ways.
 */
const MASTER = simAccount('MeridianMarkets-Live', 7300001);
const F = [
  simAccount('ApexCapital-Real01', 7300011),
  simAccount('OrionFX-Pro', 7300012),
  simAccount('ApexCapital-Real02', 7300013),
];

let t: TestContext;
let trader: Person;
let admin: Person;
let masterId: number;
const payers: Person[] = [];
const follows: number[] = [];

/** A subscription paid by Alipay with a voucher sent: its payment is toBeConfirmed. */
async function voucherSent(i: number) {
  const sub = (await subscribePaid(t, payers[i]!, masterId, follows[i]!)).body.content[0]!;
  const paymentId = sub.paymentId!;
  await sendVoucher(t, payers[i]!, paymentId);
  return { subscriptionId: sub.subscriptionId, paymentId };
}

const stateOf = async (who: Person, subscriptionId: number) =>
  (
    await ok(
      call<{ state: string }>(t, who, 'GET', '/community/api/querySubscriptionDetail', {
        query: { subscriptionId },
      }),
    )
  ).state;

beforeAll(async () => {
  t = await tradingContext([MASTER, ...F]);
  ({ trader, masterId } = await pricedTrader(t, 'atlas@complain.test', MASTER, '80.00'));
  admin = await siteAdmin(t, 'desk@complain.test');
  for (const [i, account] of F.entries()) {
    payers.push(await person(t, `payer${i}@complain.test`));
    follows.push(await bindAccount(t, payers[i]!, 2, account));
  }
}, 120_000);
afterAll(() => t.close());

describe('the payer’s complaint', () => {
  let paymentId: number;

  it('is filed with evidence the trader can see; update changes it; withdrawing restores the payment', async () => {
    ({ paymentId } = await voucherSent(0));
    const evidence = [await uploadId(t, payers[0]!, 'evidence'), await uploadId(t, payers[0]!, 'evidence')];
    const filed = await ok(
      call<PaymentRow>(t, payers[0]!, 'POST', '/community/api/complaint', {
        payload: { subTransId: paymentId, reason: 'I paid 80.00 two days ago', uploadIds: evidence },
      }),
    );
    expect(filed).toMatchObject({
      status: 'complained',
      complaintReason: 'I paid 80.00 two days ago',
      complaintIds: evidence,
    });
    const seen = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(evidence[0]) },
      token: trader.token,
    });
    expect(seen.statusCode).toBe(200);

    const fresh = await uploadId(t, payers[0]!, 'evidence');
    const updated = await ok(
      call<PaymentRow>(t, payers[0]!, 'PUT', '/community/api/complaint', {
        query: { subTransId: paymentId, acType: 'update' },
        payload: { reason: 'Bank receipt attached', uploadIds: [fresh] },
      }),
    );
    expect(updated).toMatchObject({
      status: 'complained',
      complaintReason: 'Bank receipt attached',
      complaintIds: [fresh],
    });

    const withdrawn = await ok(
      call<PaymentRow>(t, payers[0]!, 'DELETE', `/community/api/complaint/${paymentId}`, {
        query: { acType: 'withdraw' },
      }),
    );
    expect(withdrawn).toMatchObject({ status: 'toBeConfirmed', complaintReason: '', complaintIds: [] });
    const again = await call(t, payers[0]!, 'DELETE', `/community/api/complaint/${paymentId}`, {
      query: { acType: 'withdraw' },
    });
    expect(again.body.status).toBe(STATUS.PAYMENT_STATE);
  });

  it('after a refusal, takes a new voucher (reupload) and the trader confirms', async () => {
    const refused = await ok(
      call<PaymentRow & { refuseNote: string }>(
        t,
        trader,
        'POST',
        '/community/api/refuseSubscriptionPayment',
        {
          payload: { paymentId, reason: 'amountInsufficient', note: 'Only 70.00 arrived' },
        },
      ),
    );
    expect(refused).toMatchObject({
      status: 'rejected',
      refuseReason: 'amountInsufficient',
      refuseNote: 'Only 70.00 arrived',
    });

    const empty = await call(t, payers[0]!, 'PUT', '/community/api/complaint', {
      query: { subTransId: paymentId, acType: 'reupload' },
      payload: {},
      language: 'en_US',
    });
    expect(empty.http).toBe(400);
    expect(empty.body.content).toEqual([
      { field: 'uploadIds', message: 'Please upload the payment voucher' },
    ]);

    const voucher = await uploadId(t, payers[0]!, 'voucher');
    const reuploaded = await ok(
      call<PaymentRow>(t, payers[0]!, 'PUT', '/community/api/complaint', {
        query: { subTransId: paymentId, acType: 'reupload' },
        payload: { uploadIds: [voucher] },
      }),
    );
    expect(reuploaded).toMatchObject({ status: 'toBeConfirmed', voucherIds: [voucher], refuseReason: null });
    await ok(
      call(t, trader, 'POST', '/community/api/confirmSubscriptionPayment', { payload: { paymentId } }),
    );
    expect(await stateOf(payers[0]!, reuploaded.subscriptionId)).toBe('subscribing');
  });
});

describe('the site admin decides', () => {
  it('only the admin lists and decides complaints', async () => {
    const list = await call(t, trader, 'GET', '/community/api/adminQueryComplaints');
    expect(list.body.status).toBe(STATUS.ADMIN_ONLY);
    const decide = await call(t, trader, 'POST', '/community/api/adminResolveComplaint', {
      payload: { paymentId: 1, decision: 'confirm' },
    });
    expect(decide.body.status).toBe(STATUS.ADMIN_ONLY);
  });

  it('confirm: a complaint about a refusal confirms the payment and starts the subscription', async () => {
    const { paymentId, subscriptionId } = await voucherSent(1);
    await ok(
      call(t, trader, 'POST', '/community/api/refuseSubscriptionPayment', {
        payload: { paymentId, reason: 'fakeVoucher' },
      }),
    );
    await ok(
      call(t, payers[1]!, 'POST', '/community/api/complaint', {
        payload: { subTransId: paymentId, reason: 'The voucher is real' },
      }),
    );
    const list = await call<PaymentRow>(t, admin, 'GET', '/community/api/adminQueryComplaints');
    expect(list.body.total).toBe(1);
    expect(list.body.content[0]).toMatchObject({ id: paymentId, complaintReason: 'The voucher is real' });
    // The admin may see the voucher.
    const image = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(list.body.content[0]!.voucherIds[0]) },
      token: admin.token,
    });
    expect(image.statusCode).toBe(200);

    const offsite = await accountBalance(t, t.siteA.id, trader.id, 'offsite_received');
    const decided = await ok(
      call<PaymentRow>(t, admin, 'POST', '/community/api/adminResolveComplaint', {
        payload: { paymentId, decision: 'confirm' },
      }),
    );
    expect(decided.status).toBe('confirmed');
    expect(await stateOf(payers[1]!, subscriptionId)).toBe('subscribing');
    expect(Number(await accountBalance(t, t.siteA.id, trader.id, 'offsite_received')) - Number(offsite)).toBe(
      80,
    );
    const twice = await call(t, admin, 'POST', '/community/api/adminResolveComplaint', {
      payload: { paymentId, decision: 'fail' },
    });
    expect(twice.body.status).toBe(STATUS.PAYMENT_STATE);
  });

  it('fail: the payment fails and the subscription is cancelled', async () => {
    const { paymentId, subscriptionId } = await voucherSent(2);
    await ok(
      call(t, payers[2]!, 'POST', '/community/api/complaint', {
        payload: { subTransId: paymentId, reason: 'Not confirmed for a week' },
      }),
    );
    const decided = await ok(
      call<PaymentRow>(t, admin, 'POST', '/community/api/adminResolveComplaint', {
        payload: { paymentId, decision: 'fail', reason: 'The transfer was never made' },
      }),
    );
    expect(decided.status).toBe('failed');
    expect(await stateOf(payers[2]!, subscriptionId)).toBe('cancelled');
    const list = await call(t, admin, 'GET', '/community/api/adminQueryComplaints');
    expect(list.body.total).toBe(0);
  });
});
