import { sql } from 'drizzle-orm';
import type { CopyQualityView } from '@copytrade/contracts/statistics';
import { COPY_QUALITY_DAYS, NOT_A_MISSED_COPY, TOP_SKIP_REASONS } from '@copytrade/engine/stats/copy-quality';
import type { Db } from '../db/client';

const DAY_MS = 86_400_000;

type SkipReasonCount = { reason: string; count: number };

type Row = {
  signals: number;
  copied: number;
  skipped: number;
  share: string | null;
  reasons: SkipReasonCount[] | string;
  fills: number;
  slippage_avg: string | null;
  slippage_p95: string | null;
  delay_avg: number | null;
  delay_p95: number | null;
};

/**
 * Copy quality of a site's trade account over the `COPY_QUALITY_DAYS` before `now` (the engine's
 * stats/copy-quality.ts defines every figure; the tests hold this query to it). A read model over the copy
 * tables the copy orchestrator writes, aggregated in one statement:
 * - open signals: `copy_signals` rows of the account with action `open` whose signal time is in the window;
 * - pairs: each signal once per subscription it fanned out to; copied when a copy link of that subscription
 *   started from the signal's ticket, skipped when a copy record of the pair says why (SUBSCRIPTION_CLOSING
 *   aside), neither while it is in flight;
 * - fills: the account's copy links of market opens (the trader's order was a buy or a sell, not a pending
 *   order) whose trader fill is in the window, with their slippage in points and delay in ms.
 */
export async function copyQualityOf(
  db: Db,
  siteId: number,
  accountId: number,
  now: number,
): Promise<CopyQualityView> {
  const from = now - COPY_QUALITY_DAYS * DAY_MS;
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(now).toISOString();
  const result = await db.execute<Record<string, unknown>>(sql`
    with signals as (
      select s.id, s.master_ticket, s.subscription_ids
      from copy_signals s
      where s.site_id = ${siteId} and s.master_account_id = ${accountId} and s.action_key = 'open'
        and s.signal_at > ${fromIso}::timestamptz and s.signal_at <= ${toIso}::timestamptz
    ),
    pairs as (
      select
        exists (
          select 1 from copy_links l
          where l.subscription_id = p.subscription_id and l.origin_ticket = s.master_ticket
            and l.master_account_id = ${accountId}
        ) as copied,
        (
          select r.reason from copy_records r
          where r.signal_id = s.id and r.subscription_id = p.subscription_id and r.action = 'open'
        ) as reason
      from signals s cross join lateral unnest(s.subscription_ids) as p(subscription_id)
    ),
    counted as (
      select copied, reason from pairs
      where copied or (reason is not null and reason <> ${NOT_A_MISSED_COPY})
    ),
    reasons as (
      select reason, count(*)::int as n from counted where not copied
      group by reason order by n desc, reason limit ${TOP_SKIP_REASONS}
    ),
    fills as (
      select l.slippage_points, l.delay_ms from copy_links l
      where l.site_id = ${siteId} and l.master_account_id = ${accountId} and l.master_type in (0, 1)
        and l.master_open_time > ${fromIso}::timestamptz and l.master_open_time <= ${toIso}::timestamptz
    )
    select
      (select count(*)::int from signals) as signals,
      (select count(*)::int from counted where copied) as copied,
      (select count(*)::int from counted where not copied) as skipped,
      (select round(100.0 * count(*) filter (where copied) / nullif(count(*), 0), 2)::text from counted)
        as share,
      (select coalesce(json_agg(json_build_object('reason', reason, 'count', n) order by n desc, reason),
        '[]'::json) from reasons) as reasons,
      (select count(*)::int from fills) as fills,
      (select round(avg(slippage_points), 1)::text from fills) as slippage_avg,
      (select round((percentile_cont(0.95) within group (order by slippage_points))::numeric, 1)::text
        from fills) as slippage_p95,
      (select round(avg(delay_ms))::int from fills) as delay_avg,
      (select round((percentile_cont(0.95) within group (order by delay_ms))::numeric)::int from fills)
        as delay_p95
  `);
  // PGlite and node-postgres both answer `{ rows }`; one row always (every column is an aggregate).
  const row = (result as { rows: Row[] }).rows[0]!;
  // node-postgres parses json; a driver that hands it back as text is read the same.
  const reasons: SkipReasonCount[] =
    typeof row.reasons === 'string' ? (JSON.parse(row.reasons) as SkipReasonCount[]) : row.reasons;
  return {
    mtAccId: accountId,
    days: COPY_QUALITY_DAYS,
    from,
    to: now,
    fills: row.fills,
    slippage: { average: row.slippage_avg, p95: row.slippage_p95 },
    delay: { average: row.delay_avg, p95: row.delay_p95 },
    signals: row.signals,
    copied: row.copied,
    skipped: row.skipped,
    share: row.share,
    skipReasons: reasons,
  };
}
