import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { createTestContext, type TestContext } from './harness';
import {
  ADDRESS,
  api,
  ledgerTotal,
  member,
  rechargeOk,
  txHash,
  walletOf,
  type Member,
} from './wallet-support';

/**
 * Bad amounts, hashes and addresses are refused with localized field errors, and nothing is stored: no
 * record, no ledger line, the wallet unchanged. A TRC20 address with one character changed fails its
 * base58check checksum.
 */
let t: TestContext;
let alice: Member;
let admin: Member;
/** Recharge records alice holds (the passed one from the start, then the accepted largest amount). */
let recharges = 1;

beforeAll(async () => {
  t = await createTestContext();
  alice = await member(t, 'alice@bad.test', { nickName: 'Alice' });
  admin = await member(t, 'desk@bad.test', { nickName: 'Desk', admin: true });
  await rechargeOk(t, alice, admin, '50');
});
afterAll(() => t.close());

type FieldError = { field: string; message: string };

async function nothingChanged() {
  expect(await walletOf(t, alice)).toMatchObject({ balance: '50.00', withdrawing: '0.00' });
  const withdrawals = await api(t, alice, 'GET', '/community/api/queryWithdrawRecords');
  expect(withdrawals.body.total).toBe(0);
  const records = await api(t, alice, 'GET', '/community/api/queryRechargeRecords');
  expect(records.body.total).toBe(recharges);
  expect(await ledgerTotal(t, t.siteA.id)).toBe('0.00');
}

const BAD_AMOUNTS: [unknown, string, string][] = [
  ['0', '金额必须大于0', 'The amount must be greater than 0'],
  ['-1', '金额必须大于0', 'The amount must be greater than 0'],
  [-1, '金额必须大于0', 'The amount must be greater than 0'],
  ['1.001', '请输入正确的金额，最多两位小数', 'Please enter a valid amount with at most 2 decimal places'],
  ['1e5', '请输入正确的金额，最多两位小数', 'Please enter a valid amount with at most 2 decimal places'],
  ['abc', '请输入正确的金额，最多两位小数', 'Please enter a valid amount with at most 2 decimal places'],
  [' ', '此项为必填项', 'This field is required'],
  ['1000000.01', '金额不能超过1000000', 'The amount cannot exceed 1000000'],
  [
    '99999999999999',
    '请输入正确的金额，最多两位小数',
    'Please enter a valid amount with at most 2 decimal places',
  ],
  [true, '请输入正确的金额，最多两位小数', 'Please enter a valid amount with at most 2 decimal places'],
];

describe('amounts', () => {
  for (const [amount, zh, en] of BAD_AMOUNTS) {
    it(`refuses ${JSON.stringify(amount)} for a withdrawal and a recharge`, async () => {
      const w = await api(t, alice, 'POST', '/community/api/mentionMoney', { amount, address: ADDRESS });
      expect(w.http).toBe(400);
      expect(w.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(w.body.content).toEqual([{ field: 'amount', message: zh }]);
      const r = await api(
        t,
        alice,
        'POST',
        '/community/api/walletPrepaid',
        { amount, txHash: txHash() },
        { language: 'en_US' },
      );
      expect(r.http).toBe(400);
      expect(r.body.content).toEqual([{ field: 'amount', message: en }]);
      await nothingChanged();
    });
  }

  it('answers zh_Hant too', async () => {
    const w = await api(
      t,
      alice,
      'POST',
      '/community/api/mentionMoney',
      { amount: '0', address: ADDRESS },
      { language: 'zh_Hant' },
    );
    expect(w.body.content).toEqual([{ field: 'amount', message: '金額必須大於0' }]);
  });

  it('accepts the largest amount, 1000000, as a recharge declaration', async () => {
    const r = await api<{ amount: string }>(t, alice, 'POST', '/community/api/walletPrepaid', {
      amount: '1000000',
      txHash: txHash(),
    });
    expect(r.body.content[0]!.amount).toBe('1000000.00');
    recharges += 1;
  });
});

describe('transaction hashes', () => {
  for (const [hash, message] of [
    ['', '请输入交易哈希'],
    ['abc', '请输入正确的TRC20交易哈希（64位十六进制）'],
    ['g'.repeat(64), '请输入正确的TRC20交易哈希（64位十六进制）'],
    ['a'.repeat(65), '请输入正确的TRC20交易哈希（64位十六进制）'],
  ] as const) {
    it(`refuses ${JSON.stringify(hash)}`, async () => {
      const before = await api(t, alice, 'GET', '/community/api/queryRechargeRecords');
      const r = await api(t, alice, 'POST', '/community/api/walletPrepaid', { amount: '1', txHash: hash });
      expect(r.http).toBe(400);
      expect(r.body.content).toEqual([{ field: 'txHash', message }]);
      const after = await api(t, alice, 'GET', '/community/api/queryRechargeRecords');
      expect(after.body.total).toBe(before.body.total);
    });
  }
});

describe('addresses', () => {
  const changed = `${ADDRESS.slice(0, 10)}${ADDRESS[10] === 'X' ? 'Y' : 'X'}${ADDRESS.slice(11)}`;
  for (const [address, zh, en] of [
    ['', '请输入USDT地址', 'Please enter the USDT address'],
    [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '请输入正确的TRC20 USDT地址',
      'Please enter a valid TRC20 USDT address',
    ],
    [ADDRESS.slice(0, 33), '请输入正确的TRC20 USDT地址', 'Please enter a valid TRC20 USDT address'],
    [`A${ADDRESS.slice(1)}`, '请输入正确的TRC20 USDT地址', 'Please enter a valid TRC20 USDT address'],
    [`${ADDRESS.slice(0, 33)}0`, '请输入正确的TRC20 USDT地址', 'Please enter a valid TRC20 USDT address'],
    // One character changed: still base58 and 34 characters, the checksum fails.
    [changed, '请输入正确的TRC20 USDT地址', 'Please enter a valid TRC20 USDT address'],
  ] as const) {
    it(`refuses ${JSON.stringify(address)}`, async () => {
      const zhRes = await api(t, alice, 'POST', '/community/api/mentionMoney', { amount: '1', address });
      expect(zhRes.http).toBe(400);
      expect(zhRes.body.content).toEqual([{ field: 'address', message: zh }]);
      const enRes = await api(
        t,
        alice,
        'POST',
        '/community/api/mentionMoney',
        { amount: '1', address },
        { language: 'en_US' },
      );
      expect(enRes.body.content).toEqual([{ field: 'address', message: en }]);
      await nothingChanged();
    });
  }

  it('refuses unknown fields and a missing body field', async () => {
    const extra = await api<FieldError>(t, alice, 'POST', '/community/api/mentionMoney', {
      amount: '1',
      address: ADDRESS,
      userId: 1,
    });
    expect(extra.http).toBe(400);
    const missing = await api<FieldError>(t, alice, 'POST', '/community/api/mentionMoney', { amount: '1' });
    expect(missing.body.content).toEqual([{ field: 'address', message: '请输入USDT地址' }]);
    await nothingChanged();
  });
});
