import { eq, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/db/schema/users';
import { createUser, signedIn, type TestContext, type TestSite } from './harness';

/** Helpers of the wallet tests: people with nicknames, calls with the envelope, ledger checks. */

export type Member = { id: number; token: string };
export type Body<T> = { status: number; message: string; content: T[]; total?: number };

/** A valid TRON mainnet address (the USDT contract's). */
export const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

async function rowsOf<T>(t: TestContext, query: SQL): Promise<T[]> {
  const result = await t.db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

let hashes = 0;
/** A fresh 64-hex transaction hash. */
export const txHash = () => (hashes += 1).toString(16).padStart(64, 'a');

export async function member(
  t: TestContext,
  email: string,
  options: { nickName?: string; admin?: boolean; site?: TestSite } = {},
): Promise<Member> {
  const site = options.site ?? t.siteA;
  const user = await createUser(t.db, site.id, { email, nickName: options.nickName ?? email.split('@')[0] });
  if (options.admin) await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { id: user.id, token: await signedIn(t, email, site) };
}

export async function api<T>(
  t: TestContext,
  who: Member,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
  options: { site?: TestSite; language?: string } = {},
) {
  const res = await t.call({
    method,
    url,
    token: who.token,
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
    ...(options.site ? { site: options.site } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  return { http: res.statusCode, body: res.json<Body<T>>() };
}

export type Wallet = { userId: number; balance: string; withdrawing: string; available: string };

export async function walletOf(t: TestContext, who: Member, site?: TestSite): Promise<Wallet> {
  const res = await api<Wallet>(t, who, 'GET', '/community/api/queryWalletInfo', {}, site ? { site } : {});
  return res.body.content[0]!;
}

/** Declares a recharge and has the admin pass it. */
export async function rechargeOk(
  t: TestContext,
  who: Member,
  admin: Member,
  amount: string,
  site?: TestSite,
) {
  const opts = site ? { site } : {};
  const declared = await api<{ id: number }>(
    t,
    who,
    'POST',
    '/community/api/walletPrepaid',
    { amount, txHash: txHash() },
    opts,
  );
  if (declared.http !== 200) throw new Error(JSON.stringify(declared.body));
  const review = await api(
    t,
    admin,
    'POST',
    '/community/api/adminReviewRecharge',
    { id: declared.body.content[0]!.id, approve: true },
    opts,
  );
  if (review.http !== 200) throw new Error(JSON.stringify(review.body));
  return declared.body.content[0]!.id;
}

/** Every transaction of the ledger that does not sum to zero (should be none). */
export async function unbalancedTransactions(t: TestContext) {
  const rows = await rowsOf<{ transaction_id: number; total: string }>(
    t,
    sql`select transaction_id, sum(amount)::text as total from ledger_entries group by transaction_id having sum(amount) <> 0`,
  );
  return rows;
}

/** Accounts whose cached balance differs from the sum of their entries (should be none). */
export async function driftedAccounts(t: TestContext) {
  const rows = await rowsOf<{ id: number }>(
    t,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  return rows;
}

/** The sum of every entry of the site (zero in a balanced ledger). */
export async function ledgerTotal(t: TestContext, siteId: number): Promise<string> {
  const rows = await rowsOf<{ total: string }>(
    t,
    sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where site_id = ${siteId}`,
  );
  return rows[0]!.total;
}

export async function accountBalance(t: TestContext, siteId: number, ownerId: number | null, kind: string) {
  const rows = await rowsOf<{ total: string }>(
    t,
    sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.site_id = ${siteId} and a.kind = ${kind}
        and ${ownerId === null ? sql`a.owner_id is null` : sql`a.owner_id = ${ownerId}`}`,
  );
  return rows[0]!.total;
}

/**
 * The ledger is sound: the site's entries sum to zero, every transaction balances, and every cached
 * balance equals the sum of its entries.
 */
export async function expectSoundLedger(t: TestContext, siteId = t.siteA.id) {
  expect(await ledgerTotal(t, siteId)).toBe('0.00');
  expect(await unbalancedTransactions(t)).toEqual([]);
  expect(await driftedAccounts(t)).toEqual([]);
}
