import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  ne,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { StrategyTranslations } from '@copytrade/contracts/accounts';
import type { Db } from '../../db/client';
import {
  mtAccountSymbols,
  mtAccounts,
  mtOrders,
  platforms,
  standardSymbols,
  tradeServers,
} from '../../db/schema/accounts';
import type { AccountFigures, CatalogPlatform, GatewayOrder } from '../../trading/gateway';

export type AccountRow = typeof mtAccounts.$inferSelect;
export type SymbolRowDb = typeof mtAccountSymbols.$inferSelect;
export type OrderRowDb = typeof mtOrders.$inferSelect;

/* ---------- platforms and servers (shared by every site) ---------- */

export async function upsertCatalog(db: Db, catalog: CatalogPlatform[]) {
  let platformSort = 0;
  for (const platform of catalog) {
    platformSort += 10;
    const [row] = await db
      .insert(platforms)
      .values({ name: platform.name, sort: platformSort })
      .onConflictDoUpdate({ target: platforms.name, set: { sort: platformSort } })
      .returning({ id: platforms.id });
    let serverSort = 0;
    for (const server of platform.servers) {
      serverSort += 10;
      await db
        .insert(tradeServers)
        .values({ platformId: row!.id, name: server.name, isDemo: server.isDemo, sort: serverSort })
        .onConflictDoUpdate({
          target: tradeServers.name,
          set: { platformId: row!.id, isDemo: server.isDemo, sort: serverSort },
        });
    }
  }
}

/** Servers a password logs in to (not the EA bridge's own). */
const direct = notInArray(tradeServers.gateway, ['bridge', 'metaapi']);

export function listPlatforms(db: Db, nameContains?: string) {
  return db
    .select({ platformId: platforms.id, platformName: platforms.name })
    .from(platforms)
    .where(
      and(
        // Brokers only the EA bridge reaches are not offered for a password (ensureBridgeServer).
        inArray(platforms.id, db.select({ id: tradeServers.platformId }).from(tradeServers).where(direct)),
        nameContains ? ilike(platforms.name, `%${nameContains.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(asc(platforms.sort), asc(platforms.id));
}

export function listServers(db: Db, platformId: number) {
  return db
    .select()
    .from(tradeServers)
    .where(and(eq(tradeServers.platformId, platformId), direct))
    .orderBy(asc(tradeServers.sort), asc(tradeServers.id));
}

export async function findServer(db: Db, serverId: number) {
  const [row] = await db
    .select({ server: tradeServers, platformName: platforms.name })
    .from(tradeServers)
    .innerJoin(platforms, eq(platforms.id, tradeServers.platformId))
    .where(eq(tradeServers.id, serverId))
    .limit(1);
  return row;
}

export function listStandardSymbols(db: Db) {
  return db
    .select()
    .from(standardSymbols)
    .orderBy(asc(standardSymbols.symbolType), asc(standardSymbols.symbol));
}

export async function upsertStandardSymbols(
  db: Db,
  rows: { symbol: string; symbolType: number; description: string }[],
) {
  if (rows.length === 0) return;
  await db.insert(standardSymbols).values(rows).onConflictDoNothing();
}

/* ---------- accounts ---------- */

const accountColumns = {
  account: mtAccounts,
  platformName: platforms.name,
  serverName: tradeServers.name,
  isDemoServer: tradeServers.isDemo,
};

export type AccountWithNames = {
  account: AccountRow;
  platformName: string;
  serverName: string;
  isDemoServer: boolean;
};

function withNames(db: Db) {
  return db
    .select(accountColumns)
    .from(mtAccounts)
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .innerJoin(tradeServers, eq(tradeServers.id, mtAccounts.serverId));
}

export async function countActiveAccounts(db: Db, siteId: number, userId: number) {
  const rows = await db
    .select({ accType: mtAccounts.accType, n: count() })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.userId, userId), isNull(mtAccounts.unboundAt)))
    .groupBy(mtAccounts.accType);
  const by = new Map(rows.map((r) => [r.accType, r.n]));
  return { trade: by.get(1) ?? 0, follow: by.get(2) ?? 0 };
}

/** Live accounts of the site bound through its MetaApi. */
export async function countMetaApiAccounts(db: Db, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.via, 'metaapi'), isNull(mtAccounts.unboundAt)));
  return row?.n ?? 0;
}

export async function findActiveByServerLogin(db: Db, siteId: number, serverId: number, login: string) {
  const [row] = await db
    .select({ id: mtAccounts.id })
    .from(mtAccounts)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        eq(mtAccounts.serverId, serverId),
        eq(mtAccounts.login, login),
        isNull(mtAccounts.unboundAt),
      ),
    )
    .limit(1);
  return row;
}

/** The next running number of a user's accounts; unbound ones keep theirs, so numbers are never reused. */
export async function nextLoginOrder(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(mtAccounts.loginOrder) })
    .from(mtAccounts)
    .where(eq(mtAccounts.userId, userId));
  return (row?.n ?? 0) + 1;
}

export async function insertAccount(db: Db, values: typeof mtAccounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(mtAccounts).values(values).returning();
  return row!;
}

export function listUserAccounts(db: Db, siteId: number, userId: number, accType?: number) {
  return withNames(db)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        eq(mtAccounts.userId, userId),
        isNull(mtAccounts.unboundAt),
        accType ? eq(mtAccounts.accType, accType) : undefined,
      ),
    )
    .orderBy(asc(mtAccounts.loginOrder));
}

/** An active account of the site, with its platform and server names. */
export async function findAccount(
  db: Db,
  siteId: number,
  accountId: number,
): Promise<AccountWithNames | undefined> {
  const [row] = await withNames(db)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId), isNull(mtAccounts.unboundAt)))
    .limit(1);
  return row;
}

/**
 * Every bound account on every site, for the account mirror that keeps their sessions. This is a
 * system job with no site of its own; everything it writes is keyed by the account row.
 */
export function listAllActiveAccounts(db: Db) {
  return withNames(db).where(isNull(mtAccounts.unboundAt)).orderBy(asc(mtAccounts.id));
}

/** Of these accounts, the bound ones (an API node attaching the accounts whose session leases it gained). */
export function listActiveAccountsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withNames(db)
    .where(and(isNull(mtAccounts.unboundAt), inArray(mtAccounts.id, [...ids])))
    .orderBy(asc(mtAccounts.id));
}

/**
 * The bound accounts whose session an API node holds by lease (issue 20): all but the EA-bridge ones, whose
 * session lives on the node the EA connects to.
 */
export async function sessionAccountIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: mtAccounts.id })
    .from(mtAccounts)
    .where(and(isNull(mtAccounts.unboundAt), ne(mtAccounts.via, 'bridge')))
    .orderBy(asc(mtAccounts.id));
  return rows.map((r) => r.id);
}

export async function updateFigures(
  db: Db,
  accountId: number,
  figures: AccountFigures,
  openCount: number | undefined,
  now: Date,
) {
  await db
    .update(mtAccounts)
    .set({
      name: figures.name,
      currency: figures.currency,
      leverage: figures.leverage,
      balance: figures.balance,
      credit: figures.credit,
      equity: figures.equity,
      margin: figures.margin,
      freeMargin: figures.freeMargin,
      marginLevel: figures.marginLevel,
      profit: figures.profit,
      ...(openCount === undefined ? {} : { openCount }),
      infoUpdatedAt: now,
    })
    .where(eq(mtAccounts.id, accountId));
}

/** The latest figures of many accounts in one statement (the mirror's periodic write). */
export async function updateFiguresMany(
  db: Db,
  items: { accountId: number; figures: AccountFigures; openCount: number }[],
  now: Date,
) {
  if (items.length === 0) return;
  const rows = items.map(({ accountId, figures: f, openCount }) => ({
    id: accountId,
    name: f.name,
    currency: f.currency,
    leverage: f.leverage,
    balance: f.balance,
    credit: f.credit,
    equity: f.equity,
    margin: f.margin,
    free_margin: f.freeMargin,
    margin_level: f.marginLevel,
    profit: f.profit,
    open_count: openCount,
  }));
  await db.execute(sql`
    update mt_accounts a set name = v.name, currency = v.currency, leverage = v.leverage, balance = v.balance,
      credit = v.credit, equity = v.equity, margin = v.margin, free_margin = v.free_margin,
      margin_level = v.margin_level, profit = v.profit, open_count = v.open_count,
      info_updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, name text, currency text, leverage int,
      balance numeric, credit numeric, equity numeric, margin numeric, free_margin numeric, margin_level numeric,
      profit numeric, open_count int)
    where a.id = v.id`);
}

export async function setConnectionStatus(db: Db, accountId: number, status: 0 | 1) {
  await db.update(mtAccounts).set({ connectionStatus: status }).where(eq(mtAccounts.id, accountId));
}

export async function setSyncedAt(db: Db, accountId: number, at: Date) {
  await db.update(mtAccounts).set({ syncedAt: at }).where(eq(mtAccounts.id, accountId));
}

export async function updateAccountInfo(
  db: Db,
  siteId: number,
  accountId: number,
  change: {
    strategy?: string;
    strategyTranslations?: StrategyTranslations;
    followerBalanceMin?: string | null;
  },
  now: Date,
) {
  await db
    .update(mtAccounts)
    .set({ ...change, updatedAt: now })
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId)));
}

/** The fee settings of a trade account: what new subscribers are charged (the fees module decides them). */
export type FeeColumns = {
  feeType: number;
  feePrice: string;
  feeDays: number;
  feeTiers: { profit: string; divided: string }[];
};

export async function setFeeColumns(
  db: Db,
  siteId: number,
  accountId: number,
  values: FeeColumns & { at: Date },
) {
  const { at, ...fee } = values;
  await db
    .update(mtAccounts)
    .set({ ...fee, updatedAt: at })
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId)));
}

export async function setStrategyLocked(
  db: Db,
  siteId: number,
  accountId: number,
  locked: boolean,
  now: Date,
) {
  await db
    .update(mtAccounts)
    .set({ strategyLocked: locked, updatedAt: now })
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId)));
}

export async function markUnbound(db: Db, siteId: number, accountId: number, now: Date) {
  await db
    .update(mtAccounts)
    .set({ unboundAt: now, updatedAt: now })
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId), isNull(mtAccounts.unboundAt)));
}

/* ---------- symbols ---------- */

export function listSymbols(db: Db, siteId: number, accountId: number) {
  return db
    .select()
    .from(mtAccountSymbols)
    .where(and(eq(mtAccountSymbols.siteId, siteId), eq(mtAccountSymbols.accountId, accountId)))
    .orderBy(asc(mtAccountSymbols.symbol));
}

export async function upsertSymbols(
  db: Db,
  siteId: number,
  accountId: number,
  rows: Omit<typeof mtAccountSymbols.$inferInsert, 'id' | 'siteId' | 'accountId'>[],
  now: Date,
) {
  for (const row of rows) {
    await db
      .insert(mtAccountSymbols)
      .values({ ...row, siteId, accountId, updatedAt: now })
      .onConflictDoUpdate({
        target: [mtAccountSymbols.accountId, mtAccountSymbols.symbol],
        set: {
          symbolDesc: row.symbolDesc,
          symbolType: row.symbolType,
          digits: row.digits,
          contractSize: row.contractSize,
          minLot: row.minLot,
          maxLot: row.maxLot,
          lotStep: row.lotStep,
          // A hand-made mapping survives a refresh; an automatic one follows the new match.
          standardSymbol: sql`case when ${mtAccountSymbols.userEdited} then ${mtAccountSymbols.standardSymbol} else excluded.standard_symbol end`,
          status: sql`case when ${mtAccountSymbols.userEdited} then (case when ${mtAccountSymbols.standardSymbol} = '' then 24 else 11 end) else excluded.status end`,
          updatedAt: now,
        },
      });
  }
}

/** Symbols the server no longer offers become invalid (22). */
export async function markMissingSymbolsInvalid(
  db: Db,
  siteId: number,
  accountId: number,
  present: string[],
  now: Date,
) {
  await db
    .update(mtAccountSymbols)
    .set({ status: 22, updatedAt: now })
    .where(
      and(
        eq(mtAccountSymbols.siteId, siteId),
        eq(mtAccountSymbols.accountId, accountId),
        present.length > 0 ? notInArray(mtAccountSymbols.symbol, present) : undefined,
      ),
    );
}

export async function setSymbolStandards(
  db: Db,
  siteId: number,
  accountId: number,
  changes: { id: number; standardSymbol: string; status: number }[],
  now: Date,
) {
  for (const change of changes) {
    await db
      .update(mtAccountSymbols)
      .set({ standardSymbol: change.standardSymbol, status: change.status, userEdited: true, updatedAt: now })
      .where(
        and(
          eq(mtAccountSymbols.siteId, siteId),
          eq(mtAccountSymbols.accountId, accountId),
          eq(mtAccountSymbols.id, change.id),
          ne(mtAccountSymbols.status, 22),
        ),
      );
  }
}

export async function setSymbolUpdatedAt(db: Db, accountId: number, at: Date) {
  await db.update(mtAccounts).set({ symbolUpdatedAt: at }).where(eq(mtAccounts.id, accountId));
}

/* ---------- orders ---------- */

/** Decimal places of a price as the trade server wrote it ('1.06390' -> 5). */
export function priceDigits(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}

/**
 * Writes orders by (account, ticket): new tickets are inserted, known ones updated. A ticket that is
 * closed or deleted never goes back to open or pending, whatever order its news arrives in.
 */
export async function upsertOrders(
  db: Db,
  siteId: number,
  accountId: number,
  orders: GatewayOrder[],
  now: Date,
) {
  await upsertOrderRows(
    db,
    orders.map((order) => ({ siteId, accountId, order })),
    now,
  );
}

/**
 * The same for orders of many accounts at once (the mirror's batched writes). A (account, ticket) that
 * appears twice keeps its last state, since one statement cannot change a row twice.
 */
export async function upsertOrderRows(
  db: Db,
  rows: { siteId: number; accountId: number; order: GatewayOrder }[],
  now: Date,
) {
  const latest = new Map<string, { siteId: number; accountId: number; order: GatewayOrder }>();
  for (const row of rows) latest.set(`${row.accountId}:${row.order.ticket}`, row);
  const all = [...latest.values()];
  // One JSON parameter per chunk: building thousands of bound parameters costs more than the write.
  const chunk = 5000;
  const updated = now.toISOString();
  for (let i = 0; i < all.length; i += chunk) {
    const values = all.slice(i, i + chunk).map(({ siteId, accountId, order: o }) => ({
      site_id: siteId,
      account_id: accountId,
      ticket: o.ticket,
      type: o.type,
      symbol: o.symbol,
      lots: o.lots,
      open_time: new Date(o.openTime).toISOString(),
      open_price: o.openPrice,
      sl: o.sl,
      tp: o.tp,
      close_time: o.closeTime === null ? null : new Date(o.closeTime).toISOString(),
      close_price: o.closePrice,
      digits: o.type >= 6 ? 0 : priceDigits(o.openPrice),
      commission: o.commission,
      swap: o.swap,
      profit: o.profit,
      comment: o.comment,
      magic: o.magic,
      state: o.state,
    }));
    await db.execute(sql`
      insert into mt_orders as o (site_id, account_id, ticket, type, symbol, lots, open_time, open_price, sl, tp,
        close_time, close_price, digits, commission, swap, profit, comment, magic, state, updated_at)
      select site_id, account_id, ticket, type, symbol, lots, open_time, open_price, sl, tp, close_time,
        close_price, digits, commission, swap, profit, comment, magic, state, ${updated}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(site_id int, account_id int, ticket bigint,
        type int, symbol text, lots int, open_time timestamptz, open_price numeric, sl numeric, tp numeric,
        close_time timestamptz, close_price numeric, digits int, commission numeric, swap numeric,
        profit numeric, comment text, magic int, state text)
      on conflict (account_id, ticket) do update set
        type = excluded.type, symbol = excluded.symbol, lots = excluded.lots, open_time = excluded.open_time,
        open_price = excluded.open_price, sl = excluded.sl, tp = excluded.tp, close_time = excluded.close_time,
        close_price = excluded.close_price, digits = excluded.digits, commission = excluded.commission,
        swap = excluded.swap, profit = excluded.profit, comment = excluded.comment, magic = excluded.magic,
        state = excluded.state, updated_at = excluded.updated_at
      where o.state not in ('closed', 'deleted') or excluded.state in ('closed', 'deleted')`);
  }
}

/** Tickets the mirror believes open or pending. */
export async function liveTickets(db: Db, accountId: number) {
  const rows = await db
    .select({ ticket: mtOrders.ticket, state: mtOrders.state })
    .from(mtOrders)
    .where(and(eq(mtOrders.accountId, accountId), inArray(mtOrders.state, ['open', 'pending'])));
  return rows;
}

export async function markOrdersDeleted(db: Db, accountId: number, tickets: number[], now: Date) {
  if (tickets.length === 0) return;
  await db
    .update(mtOrders)
    .set({ state: 'deleted', updatedAt: now })
    .where(
      and(
        eq(mtOrders.accountId, accountId),
        inArray(mtOrders.ticket, tickets),
        eq(mtOrders.state, 'pending'),
      ),
    );
}

/** The latest close time the mirror holds for an account (history import resumes a little before it). */
export async function latestCloseTime(db: Db, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ t: max(mtOrders.closeTime) })
    .from(mtOrders)
    .where(and(eq(mtOrders.accountId, accountId), isNotNull(mtOrders.closeTime)));
  return row?.t ? new Date(row.t) : null;
}

export async function pageOrders(
  db: Db,
  siteId: number,
  accountId: number,
  scope: 'open' | 'history',
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(mtOrders.siteId, siteId),
    eq(mtOrders.accountId, accountId),
    scope === 'open' ? inArray(mtOrders.state, ['open', 'pending']) : eq(mtOrders.state, 'closed'),
  );
  const order =
    scope === 'open'
      ? [desc(mtOrders.openTime), desc(mtOrders.ticket)]
      : [desc(mtOrders.closeTime), desc(mtOrders.ticket)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mtOrders)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(mtOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
