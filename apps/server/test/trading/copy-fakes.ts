import { manualClock } from '../../src/platform/ports';
import type { MirroredAccount } from '../../src/trading/account-mirror';
import type { LiveSubscriptionRow } from '../../src/read-models/copy-inputs';
import type { LinkRow, RecordRow } from '../../src/trading/copy/copy.repository';
import { createCopyParts } from '../../src/trading/copy/copy-orchestrator';
import type {
  CopyStore,
  MasterContext,
  MirrorPort,
  OutcomeBatch,
  SignalRow,
  SymbolRow,
} from '../../src/trading/copy/copy-store';
import type {
  AccountFigures,
  AccountSession,
  GatewayOrder,
  TradeRequest,
  TradeResult,
} from '../../src/trading/gateway';

/*
 * In-memory ports for the copy parts (the middle tier of tests): a broker account that answers as MT4
 * would, the mirror's memory, and a store that keeps signals, links and records in arrays. No app, no
 * simulator, no database.
 */

/** Wednesday 2026-11-18 09:00 UTC. */
export const T0 = new Date('2026-11-18T09:00:00Z');

export const MASTER: MirroredAccount = {
  id: 1,
  siteId: 1,
  userId: 10,
  accType: 1,
  loginOrder: 1,
  login: '5000001',
  serverId: 1,
  serverName: 'Test-Real',
  passwordEnc: '',
  bridgeKeyId: null,
  via: 'direct',
};

export function follower(id: number): MirroredAccount {
  return { ...MASTER, id, userId: 100 + id, accType: 2, login: String(7000000 + id) };
}

export function figures(balance = '10000.00'): AccountFigures {
  return {
    name: 'x',
    currency: 'USD',
    leverage: 100,
    balance,
    credit: '0.00',
    equity: balance,
    margin: '0.00',
    freeMargin: balance,
    marginLevel: '0',
    profit: '0.00',
  };
}

export function order(over: Partial<GatewayOrder> = {}): GatewayOrder {
  return {
    ticket: 5001,
    type: 0,
    symbol: 'EURUSD',
    lots: 100,
    openTime: T0.getTime(),
    openPrice: '1.10000',
    sl: '1.09500',
    tp: '1.11000',
    closeTime: null,
    closePrice: '0',
    commission: '0.00',
    swap: '0.00',
    profit: '0.00',
    comment: '',
    magic: 0,
    state: 'open',
    ...over,
  };
}

/** A subscription of follow account `followAccountId` to MASTER: fixed lot 0.10, forward, unless told. */
export function subscription(
  id: number,
  followAccountId: number,
  over: Partial<LiveSubscriptionRow> = {},
): LiveSubscriptionRow {
  return {
    id,
    siteId: 1,
    serialNo: `S${id}`,
    followerUserId: 100 + followAccountId,
    followAccountId,
    masterAccountId: MASTER.id,
    copyType: 1,
    copyValue: '0.10',
    direction: 1,
    maxOpenPositions: null,
    maxTotalLots: null,
    maxRatio: null,
    partialClose: 'takeSmall',
    state: 'subscribing',
    endAt: null,
    cancelMode: null,
    ...over,
  };
}

/** EURUSD on every account (0.01 to 100.00 lots, step 0.01). */
export function symbols(accountIds: number[]): SymbolRow[] {
  return accountIds.map((accountId) => ({
    accountId,
    symbol: 'EURUSD',
    standardSymbol: 'EURUSD',
    minLot: 1,
    maxLot: 10_000,
    lotStep: 1,
    digits: 5,
    status: 11,
  }));
}

export type FakeSession = AccountSession & {
  /** Every order the account has had, by ticket. */
  orders: Map<number, GatewayOrder>;
  requests: TradeRequest[];
  /** MT4 codes the next requests answer with, one each, before the account accepts again. */
  refuse: number[];
};

let nextTicket = 90_000;

/** An MT4 account in memory: sends open at 1.10010, closes answer the whole order or a partial. */
export function fakeSession(clock: { now(): Date }, accountFigures = figures()): FakeSession {
  const orders = new Map<number, GatewayOrder>();
  const requests: TradeRequest[] = [];
  const refuse: number[] = [];
  const refused = (): TradeResult | null => {
    const code = refuse.shift();
    return code === undefined ? null : { ok: false, code, message: `refused ${code}` };
  };
  return {
    orders,
    requests,
    refuse,
    snapshot: (since) =>
      Promise.resolve({
        figures: accountFigures,
        open: [...orders.values()].filter((o) => o.state === 'open' || o.state === 'pending'),
        history: [...orders.values()].filter(
          (o) => (o.state === 'closed' || o.state === 'deleted') && (o.closeTime ?? 0) >= (since ?? 0),
        ),
      }),
    symbols: () => Promise.resolve([]),
    marginPerLot: () => null,
    send(request) {
      requests.push(request);
      const no = refused();
      if (no) return Promise.resolve(no);
      const pending = request.type >= 2 && request.type <= 5;
      const placed = order({
        ticket: (nextTicket += 1),
        type: request.type,
        symbol: request.symbol,
        lots: request.lots,
        openTime: clock.now().getTime(),
        openPrice: request.price ?? '1.10010',
        sl: request.sl ?? '0',
        tp: request.tp ?? '0',
        comment: request.comment ?? '',
        state: pending ? 'pending' : 'open',
      });
      orders.set(placed.ticket, placed);
      return Promise.resolve({ ok: true, order: placed });
    },
    modify(ticket, change) {
      const no = refused();
      if (no) return Promise.resolve(no);
      const o = orders.get(ticket);
      if (!o || (o.state !== 'open' && o.state !== 'pending'))
        return Promise.resolve({ ok: false, code: 4108, message: 'invalid ticket' });
      Object.assign(o, change);
      return Promise.resolve({ ok: true, order: o });
    },
    close(ticket, options) {
      requests.push({ symbol: '', type: -1, lots: options?.lots ?? 0 });
      const no = refused();
      if (no) return Promise.resolve(no);
      const o = orders.get(ticket);
      if (!o || o.state !== 'open')
        return Promise.resolve({ ok: false, code: 4108, message: 'invalid ticket' });
      const now = clock.now().getTime();
      const lots = options?.lots ?? o.lots;
      if (lots < o.lots) {
        const rest = order({
          ...o,
          ticket: (nextTicket += 1),
          lots: o.lots - lots,
          comment: `from #${o.ticket}`,
        });
        Object.assign(o, {
          lots,
          state: 'closed',
          closeTime: now,
          closePrice: '1.10100',
          profit: '5.00',
          comment: `to #${rest.ticket}`,
        });
        orders.set(rest.ticket, rest);
        return Promise.resolve({ ok: true, order: o, remainder: rest });
      }
      Object.assign(o, { state: 'closed', closeTime: now, closePrice: '1.10100', profit: '10.00' });
      return Promise.resolve({ ok: true, order: o });
    },
    remove(ticket) {
      const o = orders.get(ticket);
      if (!o || o.state !== 'pending')
        return Promise.resolve({ ok: false, code: 4108, message: 'invalid ticket' });
      Object.assign(o, { state: 'deleted', closeTime: clock.now().getTime() });
      return Promise.resolve({ ok: true, order: o });
    },
    end: () => undefined,
  };
}

export type FakeMirror = MirrorPort & {
  add(account: MirroredAccount, session: AccountSession | null, accountFigures?: AccountFigures): void;
};

export function fakeMirror(): FakeMirror {
  const accounts = new Map<
    number,
    { account: MirroredAccount; session: AccountSession | null; figures: AccountFigures }
  >();
  return {
    add(account, session, accountFigures = figures()) {
      accounts.set(account.id, { account, session, figures: accountFigures });
    },
    view(accountId) {
      const entry = accounts.get(accountId);
      if (!entry) return null;
      return { figures: entry.figures, connected: entry.session !== null, account: entry.account };
    },
    session: (accountId) => accounts.get(accountId)?.session ?? null,
    starting: () => false,
    sessionWhenAttached: (accountId) => Promise.resolve(accounts.get(accountId)?.session ?? null),
  };
}

type StoredSignal = SignalRow & { siteId: number; state: 'pending' | 'done' };

/** The copy tables in arrays, with the database's uniqueness rules (exactly once). */
export function memoryStore(init: {
  subscriptions: LiveSubscriptionRow[];
  symbols: SymbolRow[];
  context?: MasterContext;
}) {
  const subs = init.subscriptions;
  const signals: StoredSignal[] = [];
  const links: LinkRow[] = [];
  const records: RecordRow[] = [];
  const batches: OutcomeBatch[] = [];
  let id = 0;
  const state = {
    subs,
    signals,
    links,
    records,
    batches,
    /** Writes that fail before the next one succeeds (a database hiccup). */
    failingWrites: 0,
    /** What `unsignalledOpens` answers (the SQL looks at the mirror's orders). */
    missedOpens: [] as { accountId: number; ticket: number }[],
    missedAwaited: [] as { accountId: number; ticket: number; filled: boolean }[],
  };
  const live = (l: LinkRow) => l.state === 'open' || l.state === 'pending';

  const store: CopyStore = {
    liveSubscriptionsOf: (masterAccountId) =>
      Promise.resolve(
        subs
          .filter(
            (s) => s.masterAccountId === masterAccountId && ['subscribing', 'closing'].includes(s.state),
          )
          .map((s) => ({ ...s })),
      ),
    mastersWithLiveSubscriptions: () =>
      Promise.resolve([
        ...new Set(subs.filter((s) => s.state === 'subscribing').map((s) => s.masterAccountId)),
      ]),
    masterContext: () => Promise.resolve(init.context ?? { followerBalanceMin: null, reverseCopyFlag: 1 }),
    symbolRowsOf: (accountIds) =>
      Promise.resolve(init.symbols.filter((r) => accountIds.includes(r.accountId))),
    insertSignal(signal) {
      const exists = signals.some(
        (s) =>
          s.masterAccountId === signal.masterAccountId &&
          s.masterTicket === signal.masterTicket &&
          s.actionKey === signal.actionKey,
      );
      if (exists) return Promise.resolve(null);
      signals.push({ ...signal, id: (id += 1), state: 'pending' });
      return Promise.resolve(id);
    },
    awaitingFills: (masterAccountId, masterTicket) =>
      Promise.resolve(
        records
          .filter((r) => {
            const s = signals.find((x) => x.id === r.signalId);
            return (
              r.reason === 'AWAITING_FILL' &&
              s?.masterAccountId === masterAccountId &&
              s.masterTicket === masterTicket &&
              s.actionKey === 'open' &&
              !links.some((l) => l.subscriptionId === r.subscriptionId && l.originTicket === masterTicket)
            );
          })
          .map((r) => r.subscriptionId),
      ),
    pendingSignals: () => Promise.resolve(signals.filter((s) => s.state === 'pending')),
    settledSubscriptions: (signalId, masterTicket, subscriptionIds) =>
      Promise.resolve(
        new Set(
          subscriptionIds.filter(
            (sid) =>
              links.some((l) => l.subscriptionId === sid && l.originTicket === masterTicket) ||
              records.some((r) => r.signalId === signalId && r.subscriptionId === sid),
          ),
        ),
      ),
    unsignalledOpens: () => Promise.resolve(state.missedOpens.splice(0)),
    unhandledAwaitedOrders: () => Promise.resolve(state.missedAwaited.splice(0)),
    allLiveLinks: () => Promise.resolve(links.filter(live)),
    writeOutcomes(batch, now) {
      if (state.failingWrites > 0) {
        state.failingWrites -= 1;
        return Promise.reject(new Error('database hiccup'));
      }
      batches.push(batch);
      const linkIds = new Map<string, number>();
      for (const l of batch.links) {
        if (links.some((x) => x.subscriptionId === l.subscriptionId && x.originTicket === l.originTicket))
          continue;
        const row: LinkRow = {
          ...l,
          id: (id += 1),
          sl: l.sl ?? '0',
          tp: l.tp ?? '0',
          slippagePoints: l.slippagePoints ?? 0,
          delayMs: l.delayMs ?? 0,
          closeTime: null,
          closePrice: '0',
          profit: '0',
          updatedAt: now,
        };
        links.push(row);
        linkIds.set(`${l.subscriptionId}:${l.originTicket}`, row.id);
      }
      const inserted: RecordRow[] = [];
      for (const r of batch.records) {
        if (records.some((x) => x.signalId === r.signalId && x.subscriptionId === r.subscriptionId)) continue;
        const row: RecordRow = { ...r, id: (id += 1), createdAt: now };
        records.push(row);
        inserted.push(row);
      }
      for (const c of batch.changes) {
        const row = links.find(
          (l) => l.subscriptionId === c.subscriptionId && l.originTicket === c.originTicket,
        );
        if (!row) continue;
        const { subscriptionId: _s, originTicket: _o, ...fields } = c;
        for (const [key, value] of Object.entries(fields)) {
          if (value !== undefined) Object.assign(row, { [key]: value });
        }
      }
      for (const s of signals) if (batch.doneSignals.includes(s.id)) s.state = 'done';
      return Promise.resolve({ linkIds, records: inserted });
    },
    finishClosingSubscriptions(ids, now) {
      void now;
      const ended = subs.filter(
        (s) =>
          (ids === 'all' || ids.includes(s.id)) &&
          s.state === 'closing' &&
          !links.some((l) => l.subscriptionId === s.id && live(l)),
      );
      for (const s of ended) s.state = s.cancelMode === 'expired' ? 'history' : 'cancelled';
      return Promise.resolve(ended.map((s) => ({ id: s.id, masterAccountId: s.masterAccountId })));
    },
  };
  return { store, ...state };
}

/** The copy parts wired over the in-memory ports, with the master and follow accounts 2.. attached. */
export function copyWorld(options: {
  followers: number;
  subscriptions?: (followAccountId: number, index: number) => LiveSubscriptionRow;
  context?: MasterContext;
}) {
  const clock = manualClock(T0);
  const mirror = fakeMirror();
  const masterSession = fakeSession(clock);
  mirror.add(MASTER, masterSession);
  const sessions = new Map<number, FakeSession>();
  const followIds = Array.from({ length: options.followers }, (_, i) => i + 2);
  for (const fid of followIds) {
    const session = fakeSession(clock);
    sessions.set(fid, session);
    mirror.add(follower(fid), session);
  }
  const make = options.subscriptions ?? ((fid: number, i: number) => subscription(i + 1, fid));
  const db = memoryStore({
    subscriptions: followIds.map((fid, i) => make(fid, i)),
    symbols: symbols([MASTER.id, ...followIds]),
    ...(options.context ? { context: options.context } : {}),
  });
  const published: { userId: number; message: unknown }[] = [];
  const errors: unknown[] = [];
  const parts = createCopyParts({
    store: db.store,
    mirror,
    clock,
    log: {
      error: (obj: unknown) => {
        errors.push(obj);
      },
    },
    hub: { publish: (_site, userId, message) => published.push({ userId, message }) },
    flushMs: 1,
    slippagePoints: 30,
  });
  return { clock, mirror, masterSession, sessions, followIds, db, parts, published, errors };
}
