import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { copyLinks, copyRecords, copySignals } from '../../db/schema/copy';

/*
 * All SQL of the copy tables (copy_signals, copy_links, copy_records), which only the copy orchestrator
 * writes; what it reads of other modules is in read-models/copy-inputs.ts. Batches go through
 * `jsonb_to_recordset`, so a fan-out to thousands of followers writes its links and records in one
 * statement each (PostgreSQL and PGlite alike).
 */

export type LinkRow = typeof copyLinks.$inferSelect;

/** Every live link (open or pending), or those of these masters: the orchestrator's memory after a start. */
export function allLiveLinks(db: Db, masterAccountIds?: readonly number[]) {
  const live = inArray(copyLinks.state, ['open', 'pending']);
  return db
    .select()
    .from(copyLinks)
    .where(masterAccountIds ? and(live, inArray(copyLinks.masterAccountId, [...masterAccountIds])) : live);
}

/** A fan-out's or follow-up's intent to write (copy_signals). */
export type NewSignal = {
  siteId: number;
  masterAccountId: number;
  masterTicket: number;
  actionKey: string;
  payload: unknown;
  subscriptionIds: number[];
  signalAt: Date;
};

/**
 * Writes the intent of a fan-out; null when this (master, ticket, action) was already handled. With a
 * `fence` (a copy worker's lease on the master, trading/leases), the row is written only where the fence
 * holds, in the same statement: a worker whose lease moved on cannot start a fan-out (null as well).
 */
export async function insertSignal(db: Db, values: NewSignal, fence?: SQL): Promise<number | null> {
  if (!fence) {
    const rows = await db
      .insert(copySignals)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: copySignals.id });
    return rows[0]?.id ?? null;
  }
  const result = await db.execute(sql`
    insert into copy_signals (site_id, master_account_id, master_ticket, action_key, payload, subscription_ids,
      signal_at)
    select ${values.siteId}, ${values.masterAccountId}, ${values.masterTicket}, ${values.actionKey},
      ${JSON.stringify(values.payload)}::jsonb,
      array(select jsonb_array_elements_text(${JSON.stringify(values.subscriptionIds)}::jsonb)::int),
      ${values.signalAt.toISOString()}::timestamptz
    where ${fence}
    on conflict do nothing
    returning id`);
  const [row] = (result as { rows: { id: number }[] }).rows;
  return row ? Number(row.id) : null;
}

/**
 * Subscriptions whose copy of this master pending order awaits its fill (DOMAIN.md, Direction): the open
 * signal recorded AWAITING_FILL for them and no copy of the ticket exists yet.
 */
export async function awaitingFills(
  db: Db,
  masterAccountId: number,
  masterTicket: number,
): Promise<number[]> {
  const result = await db.execute(sql`
    select r.subscription_id
    from copy_signals s
    join copy_records r on r.signal_id = s.id and r.reason = 'AWAITING_FILL'
    where s.master_account_id = ${masterAccountId} and s.master_ticket = ${masterTicket}
      and s.action_key = 'open'
      and not exists (select 1 from copy_links l
        where l.subscription_id = r.subscription_id and l.origin_ticket = s.master_ticket)`);
  return (result as { rows: { subscription_id: number }[] }).rows.map((r) => Number(r.subscription_id));
}

export function pendingSignals(db: Db) {
  return db.select().from(copySignals).where(eq(copySignals.state, 'pending'));
}

export async function markSignalsDone(db: Db, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db.update(copySignals).set({ state: 'done', doneAt: at }).where(inArray(copySignals.id, ids));
}

export type NewLink = Omit<typeof copyLinks.$inferInsert, 'id' | 'updatedAt'>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Inserts links in one statement; an existing (subscription, origin) is left as it is (exactly once). */
/**
 * Inserts new links in one statement; answers their row ids by `subscriptionId:originTicket` (a link
 * already there, from a replayed signal, keeps its row and is not in the answer).
 */
export async function insertLinks(db: Db, links: NewLink[], now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (links.length === 0) return ids;
  const rows = links.map((l) => ({
    site_id: l.siteId,
    subscription_id: l.subscriptionId,
    master_account_id: l.masterAccountId,
    follow_account_id: l.followAccountId,
    origin_ticket: l.originTicket,
    master_ticket: l.masterTicket,
    follower_ticket: l.followerTicket,
    master_symbol: l.masterSymbol,
    symbol: l.symbol,
    master_type: l.masterType,
    type: l.type,
    direction: l.direction,
    master_lots: l.masterLots,
    lots: l.lots,
    master_open_time: iso(l.masterOpenTime),
    master_open_price: l.masterOpenPrice,
    open_time: iso(l.openTime),
    open_price: l.openPrice,
    sl: l.sl ?? '0',
    tp: l.tp ?? '0',
    slippage_points: l.slippagePoints ?? 0,
    delay_ms: l.delayMs ?? 0,
    state: l.state,
  }));
  const result = await db.execute(sql`
    insert into copy_links (site_id, subscription_id, master_account_id, follow_account_id, origin_ticket,
      master_ticket, follower_ticket, master_symbol, symbol, master_type, type, direction, master_lots, lots,
      master_open_time, master_open_price, open_time, open_price, sl, tp, slippage_points, delay_ms, state,
      updated_at)
    select site_id, subscription_id, master_account_id, follow_account_id, origin_ticket, master_ticket,
      follower_ticket, master_symbol, symbol, master_type, type, direction, master_lots, lots,
      master_open_time, master_open_price, open_time, open_price, sl, tp, slippage_points, delay_ms, state,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(site_id int, subscription_id int,
      master_account_id int, follow_account_id int, origin_ticket bigint, master_ticket bigint,
      follower_ticket bigint, master_symbol text, symbol text, master_type int, type int, direction int,
      master_lots int, lots int, master_open_time timestamptz, master_open_price text, open_time timestamptz,
      open_price text, sl text, tp text, slippage_points int, delay_ms int, state text)
    on conflict (subscription_id, origin_ticket) do nothing
    returning id, subscription_id, origin_ticket`);
  const inserted = (
    result as { rows: { id: number; subscription_id: number; origin_ticket: number | string }[] }
  ).rows;
  for (const row of inserted) ids.set(`${row.subscription_id}:${Number(row.origin_ticket)}`, Number(row.id));
  return ids;
}

/** A change to a link, found by its natural key (known before the link's insert is flushed). */
export type LinkChange = {
  subscriptionId: number;
  originTicket: number;
  masterTicket?: number;
  followerTicket?: number;
  masterLots?: number;
  lots?: number;
  sl?: string;
  tp?: string;
  /** A pending copy's fill: its market type, fill price and time. */
  type?: number;
  openPrice?: string;
  openTime?: Date;
  state?: string;
  closeTime?: Date | null;
  closePrice?: string;
  profit?: string;
};

/** Applies many link changes in one statement; a field left out stays as it is. */
export async function updateLinks(db: Db, changes: LinkChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({
    subscription_id: c.subscriptionId,
    origin_ticket: c.originTicket,
    master_ticket: c.masterTicket ?? null,
    follower_ticket: c.followerTicket ?? null,
    master_lots: c.masterLots ?? null,
    lots: c.lots ?? null,
    sl: c.sl ?? null,
    tp: c.tp ?? null,
    type: c.type ?? null,
    open_price: c.openPrice ?? null,
    open_time: c.openTime === undefined ? null : iso(c.openTime),
    state: c.state ?? null,
    close_time: c.closeTime === undefined ? null : iso(c.closeTime),
    close_price: c.closePrice ?? null,
    profit: c.profit ?? null,
  }));
  await db.execute(sql`
    update copy_links c set
      master_ticket = coalesce(v.master_ticket, c.master_ticket),
      follower_ticket = coalesce(v.follower_ticket, c.follower_ticket),
      master_lots = coalesce(v.master_lots, c.master_lots),
      lots = coalesce(v.lots, c.lots),
      sl = coalesce(v.sl, c.sl),
      tp = coalesce(v.tp, c.tp),
      type = coalesce(v.type, c.type),
      open_price = coalesce(v.open_price, c.open_price),
      open_time = coalesce(v.open_time, c.open_time),
      state = coalesce(v.state, c.state),
      close_time = coalesce(v.close_time, c.close_time),
      close_price = coalesce(v.close_price, c.close_price),
      profit = coalesce(v.profit, c.profit),
      updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(subscription_id int, origin_ticket bigint,
      master_ticket bigint, follower_ticket bigint, master_lots int, lots int, sl text, tp text, type int,
      open_price text, open_time timestamptz, state text, close_time timestamptz, close_price text,
      profit numeric)
    where c.subscription_id = v.subscription_id and c.origin_ticket = v.origin_ticket`);
}

export type NewRecord = {
  siteId: number;
  subscriptionId: number;
  signalId: number | null;
  masterTicket: number;
  masterSymbol: string;
  action: string;
  reason: string;
  errorCode: number | null;
  detail: Record<string, string | number>;
};

export type RecordRow = typeof copyRecords.$inferSelect;

/** Inserts copy records in one statement; one record per (signal, subscription). */
export async function insertRecords(db: Db, records: NewRecord[], now: Date): Promise<RecordRow[]> {
  if (records.length === 0) return [];
  const rows = records.map((r) => ({
    site_id: r.siteId,
    subscription_id: r.subscriptionId,
    signal_id: r.signalId,
    master_ticket: r.masterTicket,
    master_symbol: r.masterSymbol,
    action: r.action,
    reason: r.reason,
    error_code: r.errorCode,
    detail: r.detail,
  }));
  const result = await db.execute(sql`
    insert into copy_records (site_id, subscription_id, signal_id, master_ticket, master_symbol, action,
      reason, error_code, detail, created_at)
    select site_id, subscription_id, signal_id, master_ticket, master_symbol, action, reason, error_code, detail,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(site_id int, subscription_id int,
      signal_id int, master_ticket bigint, master_symbol text, action text, reason text, error_code int,
      detail jsonb)
    on conflict (signal_id, subscription_id) do nothing
    returning id, site_id, subscription_id, signal_id, master_ticket, master_symbol, action, reason,
      error_code, detail, created_at`);
  return (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    siteId: Number(r.site_id),
    subscriptionId: Number(r.subscription_id),
    signalId: r.signal_id === null ? null : Number(r.signal_id),
    masterTicket: Number(r.master_ticket),
    masterSymbol: String(r.master_symbol),
    action: String(r.action),
    reason: String(r.reason),
    errorCode: r.error_code === null ? null : Number(r.error_code),
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<
      string,
      string | number
    >,
    createdAt: new Date(r.created_at as string),
  }));
}

/** Subscription ids of a signal that already have their outcome (a link from it, or a record). */
export async function settledSubscriptions(
  db: Db,
  signalId: number,
  masterTicket: number,
  subscriptionIds: number[],
) {
  if (subscriptionIds.length === 0) return new Set<number>();
  const [links, records] = await Promise.all([
    db
      .select({ id: copyLinks.subscriptionId })
      .from(copyLinks)
      .where(
        and(inArray(copyLinks.subscriptionId, subscriptionIds), eq(copyLinks.originTicket, masterTicket)),
      ),
    db.select({ id: copyRecords.subscriptionId }).from(copyRecords).where(eq(copyRecords.signalId, signalId)),
  ]);
  return new Set([...links.map((l) => l.id), ...records.map((r) => r.id)]);
}
