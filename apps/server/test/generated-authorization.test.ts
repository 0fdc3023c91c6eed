import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { paymentCodes } from '../src/db/schema/money';
import { notices } from '../src/db/schema/notices';
import { identityVerifications } from '../src/db/schema/profile';
import type { users } from '../src/db/schema/users';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext, type TestSite } from './harness';
import {
  changedTables,
  envelopeOf,
  fieldsOf,
  fingerprint,
  loadOperations,
  respelledPaths,
  sampleRequest,
  sendRaw,
  userOwnedTables,
  type Operation,
} from './generated-support';
import { createOperator, operatorToken } from './operator-support';
import { tradeAccount } from './social-support';
import { identityPhoto } from './verification-support';

/**
 * The authorization matrix, generated for every operation of the API table: no token, a garbage token, a
 * revoked token, a token of another site, another user (and another site's admin) calling with the ids
 * of the owner's rows, and the path in other spellings. Token operations answer 401 without a valid
 * token of their site; nothing ever answers 5xx; no answer to anyone but the owner carries the owner's
 * private data (email, phone, id number, bank card, recharge hash, notice and contact texts, token); and
 * the owner's rows are as they were. An operation added to the table later is in the matrix at once.
 */
let t: TestContext;

/** The owner's private data: none of it may appear in an answer to anyone else. */
const OWNER_EMAIL = 'owner.q7x@example.com';
const OWNER_PHONE = '13977770001';
const ID_NUMBER = 'Q7XID00000017';
const BANK_NO = '6222027777000001';
const TX_HASH = 'c0ffee7'.padEnd(64, '7');
const NOTICE_TEXT = 'PRIVATE-Q7X-NOTICE';
const CONTACT_TEXT = 'PRIVATE-Q7X-CONTACT';
const REAL_NAME = 'Q7X Realname';

type Who = { id: number; email: string; site: TestSite; token: string };

let owner: Who;
let intruder: Who;
/** An admin of site B: an admin, but of another site. */
let otherAdmin: Who;
let otherSiteUser: Who;
let revokedToken: string;
/** A platform operator's token (worthless on every site call), and one he signed out. */
let operatorTok: string;
let revokedOperatorTok: string;
let markers: string[];
/** Ids of the owner's rows (user, accounts, comment, notice, upload, verification, payment code...). */
let ownerIds: number[];
let ownerLogin: string;
let ownedTables: string[];
let ownedBefore: Record<string, string>;
const operations = new Map<string, Operation>();

const figures = {
  operations: 0,
  requests: 0,
  serverErrors: 0,
  leaks: 0,
  notEnvelope: 0,
  wrongStatus: 0,
  /** HTTP statuses of the calls with the owner's ids (how many reached a handler and were answered). */
  withOwnerIds: {} as Record<number, number>,
  startedAt: Date.now(),
};

async function signIn(email: string, site: TestSite): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: API.login.path,
    payload: { userName: email, password: TEST_PASSWORD },
    site,
  });
  return res.json<{ content: [{ token: string }] }>().content[0].token;
}

async function person(
  email: string,
  site: TestSite,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<Who> {
  const user = await createUser(t.db, site.id, { email, nickName: email.split('@')[0], ...values });
  return { id: user.id, email, site, token: await signIn(email, site) };
}

async function ownerCall(method: 'GET' | 'POST', url: string, data: Record<string, string | number>) {
  const res = await t.call({
    method,
    url,
    token: owner.token,
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  if (res.statusCode !== 200) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ content: Record<string, unknown>[] }>().content[0] ?? {};
}

/** The owner's rows, written directly or through the API as the owner. */
async function seedOwner() {
  const now = t.clock.now();
  const trade = await tradeAccount(t, owner, { accType: 1, strategy: 'owner strategy' });
  const follow = await tradeAccount(t, owner, { accType: 2 });
  const [account] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, follow));
  ownerLogin = account!.login;
  const comment = await ownerCall('POST', API.commentSave.path, { mtId: trade, content: 'owner says hi' });
  const [notice] = await t.db
    .insert(notices)
    .values({
      siteId: t.siteA.id,
      userId: owner.id,
      noticeType: 1,
      title: { zh_CN: NOTICE_TEXT },
      content: { zh_CN: NOTICE_TEXT },
    })
    .returning({ id: notices.id });
  const photo = await identityPhoto(t, owner);
  const [identity] = await t.db
    .insert(identityVerifications)
    .values({
      siteId: t.siteA.id,
      userId: owner.id,
      realName: REAL_NAME,
      idType: 2,
      idNumber: ID_NUMBER,
      frontUploadId: photo,
      state: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: identityVerifications.id });
  const [payment] = await t.db
    .insert(paymentCodes)
    .values({
      siteId: t.siteA.id,
      userId: owner.id,
      method: 'bank',
      accountName: REAL_NAME,
      bankName: 'Q7X Bank',
      accountNo: BANK_NO,
      state: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: paymentCodes.id });
  const recharge = await ownerCall('POST', API.walletPrepaid.path, { amount: '12.34', txHash: TX_HASH });
  await ownerCall('GET', API.commitLeavingMessage.path, {
    name: REAL_NAME,
    contact: OWNER_PHONE,
    content: CONTACT_TEXT,
  });
  const application = await ownerCall('POST', API.toBePartner.path, {
    realName: REAL_NAME,
    contact: OWNER_PHONE,
    introduction: CONTACT_TEXT,
  });
  ownerIds = [
    ...new Set(
      [
        owner.id,
        trade,
        follow,
        comment.commentId ?? comment.id,
        notice!.id,
        photo,
        identity!.id,
        payment!.id,
        recharge.id,
        application.id,
      ].filter((id): id is number => typeof id === 'number'),
    ),
  ];
}

beforeAll(async () => {
  t = await createTestContext({
    configOverrides: { RATE_LIMIT_PER_MINUTE: '1000000', DEV_ROUTES: 'false' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await person(OWNER_EMAIL, t.siteA, { phone: OWNER_PHONE, userType: 3 });
  intruder = await person('intruder@example.com', t.siteA);
  otherAdmin = await person('admin.b@example.com', t.siteB, { role: 'admin' });
  otherSiteUser = await person('user.b@example.com', t.siteB);
  revokedToken = await signIn(intruder.email, t.siteA);
  const logout = await t.call({ method: 'POST', url: API.logout.path, token: revokedToken });
  expect(logout.statusCode).toBe(200);
  await seedOwner();
  const operator = await createOperator(t);
  operatorTok = await operatorToken(t, operator);
  revokedOperatorTok = await operatorToken(t, operator);
  const signOut = await t.call({ method: 'POST', url: API.operatorLogout.path, token: revokedOperatorTok });
  expect(signOut.statusCode).toBe(200);
  markers = [
    OWNER_EMAIL,
    OWNER_PHONE,
    ID_NUMBER,
    BANK_NO,
    TX_HASH,
    NOTICE_TEXT,
    CONTACT_TEXT,
    REAL_NAME,
    owner.token,
  ];
  for (const op of await loadOperations(t.app)) operations.set(op.name, op);
  ownedTables = await userOwnedTables(t.db);
  ownedBefore = await fingerprint(t.db, ownedTables, `user_id = ${owner.id}`);
});

afterAll(async () => {
  console.log(
    `generated authorization: ${JSON.stringify({ ...figures, seconds: (Date.now() - figures.startedAt) / 1000 })}`,
  );
  await t?.close();
});

/** Field names that take the id of someone's row (or an MT4 login). */
const ID_FIELD = /(^id$|Id$|Ids$|^mtId$|^login$)/;

/** The requests another person makes with the owner's ids: one per id when the operation takes ids. */
function requestsWithOwnerIds(op: Operation) {
  const fields = [...fieldsOf(op.body), ...fieldsOf(op.query)].filter((f) => ID_FIELD.test(f.name));
  const pathNames = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (fields.length === 0 && pathNames.length === 0) return [sampleRequest(op)];
  return ownerIds.map((id) => {
    const overrides: Record<string, unknown> = {};
    for (const field of fields) {
      if (field.name === 'login') overrides.login = ownerLogin;
      else overrides[field.name] = field.kind === 'array' ? [id] : field.kind === 'string' ? String(id) : id;
    }
    return sampleRequest(op, overrides, Object.fromEntries(pathNames.map((name) => [name, String(id)])));
  });
}

type Problem = { who: string; request: string; problem: string };

/** Sends one request and checks what every answer must be: no 5xx, the envelope, nothing of the owner's. */
async function probe(
  problems: Problem[],
  who: string,
  op: Operation,
  request: { url: string; payload?: string; headers?: Record<string, string> },
  options: { token?: string; site?: TestSite },
) {
  const res = await t.call({
    method: op.method,
    url: request.url,
    ...(options.token ? { token: options.token } : {}),
    ...(options.site ? { site: options.site } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  figures.requests += 1;
  const where = `${op.method} ${request.url.slice(0, 120)}`;
  if (res.statusCode >= 500) {
    figures.serverErrors += 1;
    problems.push({ who, request: where, problem: `answered ${res.statusCode}: ${res.body.slice(0, 200)}` });
  }
  const envelope = envelopeOf(res.body);
  if (!envelope) {
    figures.notEnvelope += 1;
    problems.push({ who, request: where, problem: `not the envelope: ${res.body.slice(0, 200)}` });
  }
  const leaked = markers.filter((marker) => res.body.includes(marker));
  if (leaked.length > 0) {
    figures.leaks += 1;
    problems.push({ who, request: where, problem: `carries the owner's ${leaked.join(', ')}` });
  }
  return { statusCode: res.statusCode, envelope };
}

const UNAUTHENTICATED: number[] = [STATUS.UNAUTHENTICATED, STATUS.TOKEN_EXPIRED, STATUS.TOKEN_WRONG_SITE];

/** Signs `who` in again when a call of the matrix ended its session (logout, a password change). */
async function keepSignedIn(who: Who) {
  const res = await t.call({
    method: 'GET',
    url: API.selectCommunityUserInfo.path,
    token: who.token,
    site: who.site,
  });
  if (res.statusCode === 401) who.token = await signIn(who.email, who.site);
}

describe('the markers', () => {
  it("are in the owner's own answers and the site admin's review desk, so the matrix would see a leak", async () => {
    const own = async (url: string) => (await t.call({ method: 'GET', url, token: owner.token })).body;
    expect(await own(API.selectCommunityUserInfo.path)).toContain(OWNER_EMAIL);
    // The card number is masked even for its owner; the account name is not.
    expect(await own(API.queryPaymentInfo.path)).toContain(REAL_NAME);
    expect(await own(API.queryUnreadNotice.path)).toContain(NOTICE_TEXT);
    expect(await own(API.queryRechargeRecords.path)).toContain(TX_HASH);
    const admin = await person('admin.a@example.com', t.siteA, { role: 'admin' });
    const desk = await t.call({ method: 'GET', url: API.adminQueryIdentityReviews.path, token: admin.token });
    expect(desk.body).toContain(REAL_NAME);
    const contact = await t.call({
      method: 'GET',
      url: API.adminQueryContactMessages.path,
      token: admin.token,
    });
    expect(contact.body).toContain(CONTACT_TEXT);
  });
});

describe('every operation, every caller', () => {
  for (const name of Object.keys(API)) {
    it(name, async () => {
      const op = operations.get(name)!;
      figures.operations += 1;
      const problems: Problem[] = [];
      if (op.dev) {
        // Off unless DEV_ROUTES is set: the 404 envelope for everyone.
        const res = await probe(problems, 'anyone', op, { url: op.path }, { token: intruder.token });
        expect(res.statusCode).toBe(404);
        expect(problems).toEqual([]);
        return;
      }
      const sample = sampleRequest(op);

      // Without a valid token of the site: 401 on token operations, and never the owner's data. The
      // operator's console takes an operator's token only: a site's token is worthless there, and an
      // operator's on a site.
      const strangers: [string, { token?: string; site?: TestSite }][] =
        op.access === 'operator'
          ? [
              ['no token', {}],
              ['a garbage token', { token: 'garbage-token-0000000000000000' }],
              ['a signed-out operator token', { token: revokedOperatorTok }],
              ["a site user's token", { token: owner.token }],
              ["site B's admin token", { token: otherAdmin.token, site: t.siteB }],
            ]
          : [
              ['no token', {}],
              ['a garbage token', { token: 'garbage-token-0000000000000000' }],
              ['a revoked token', { token: revokedToken }],
              ['a token of site B', { token: otherSiteUser.token }],
              ["a platform operator's token", { token: operatorTok }],
            ];
      const guarded = op.needsToken || op.access === 'operator';
      for (const [who, options] of strangers) {
        const res = await probe(problems, who, op, sample, options);
        if (guarded && (res.statusCode !== 401 || !UNAUTHENTICATED.includes(res.envelope?.status ?? 0))) {
          figures.wrongStatus += 1;
          problems.push({ who, request: op.path, problem: `answered ${res.statusCode}, not 401` });
        }
      }

      // Another user of the site, and site B's admin on site B, with the ids of the owner's rows.
      for (const who of [intruder, otherAdmin]) {
        await keepSignedIn(who);
        for (const request of requestsWithOwnerIds(op)) {
          const res = await probe(
            problems,
            who === intruder ? 'another user' : "site B's admin",
            op,
            request,
            {
              token: who.token,
              site: who.site,
            },
          );
          figures.withOwnerIds[res.statusCode] = (figures.withOwnerIds[res.statusCode] ?? 0) + 1;
        }
      }

      // The path in other spellings reaches no route: a 4xx envelope, whoever asks.
      for (const path of respelledPaths(op.path.replace(/:(\w+)/g, String(ownerIds[0])))) {
        const res = await sendRaw(t.app, op.method, path, { domainname: `http://${t.siteA.domain}` });
        figures.requests += 1;
        const envelope = envelopeOf(res.body);
        if (res.statusCode >= 500) figures.serverErrors += 1;
        if (res.statusCode < 400 || res.statusCode >= 500 || !envelope) {
          figures.wrongStatus += 1;
          problems.push({
            who: 'no token',
            request: `${op.method} ${path}`,
            problem: `answered ${res.statusCode} ${res.body.slice(0, 120)}`,
          });
        }
        if (markers.some((marker) => res.body.includes(marker))) {
          figures.leaks += 1;
          problems.push({
            who: 'no token',
            request: `${op.method} ${path}`,
            problem: "carries the owner's data",
          });
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("leaves the owner's rows as they were", async () => {
    const after = await fingerprint(t.db, ownedTables, `user_id = ${owner.id}`);
    // Notices are how others' actions reach the owner (a comment on his account, a follow).
    expect(changedTables(ownedBefore, after).filter((table) => table !== 'notices')).toEqual([]);
  });
});
