import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * All SQL of the leases (the copy workers' masters, the API nodes' sessions), PostgreSQL and PGlite alike. Every
 * expiry is in database time (`now()`), never a process's clock: the workers' clocks may disagree, the
 * database is the one judge of whether a lease ran out.
 */

/**
 * Which leases: the copy workers' master leases (`copy_workers`, `copy_leases`) or the API nodes' session
 * leases (`session_nodes`, `session_leases`). The same machinery for both; two pairs of tables (not a kind
 * column) so each keeps its own primary key on the account, its own count of nodes alive and its own
 * fencing numbers: a master's copy lease and its session lease are held by different processes.
 * Identifiers only from these constants, never from input.
 */
export type LeaseTables = { nodes: SQL; leases: SQL; key: SQL };
export const COPY_LEASES: LeaseTables = {
  nodes: sql.raw('copy_workers'),
  leases: sql.raw('copy_leases'),
  key: sql.raw('master_account_id'),
};
export const SESSION_LEASES: LeaseTables = {
  nodes: sql.raw('session_nodes'),
  leases: sql.raw('session_leases'),
  key: sql.raw('account_id'),
};

/** A lease this node holds: the master account and the fencing number it was taken with. */
export type HeldLease = { masterAccountId: number; fencing: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const span = (ms: number) => sql`(${Math.round(ms)}::int * interval '1 millisecond')`;
/** A list of ids as one parameter (a jsonb array), however many there are. */
const idList = (ids: readonly number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

/** This worker is alive (written on start and every third of its lease). */
export async function heartbeat(db: Db, nodeId: string, t = COPY_LEASES): Promise<void> {
  await db.execute(sql`
    insert into ${t.nodes} (id, heartbeat_at, started_at) values (${nodeId}, now(), now())
    on conflict (id) do update set heartbeat_at = now()`);
}

/** Workers whose heartbeat is younger than a lease (this one included once it has beaten). */
export async function liveWorkerCount(db: Db, leaseMs: number, t = COPY_LEASES): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from ${t.nodes} where heartbeat_at > now() - ${span(leaseMs)}`),
  );
  return Number(row?.n ?? 0);
}

/** A worker stopping (its share passes to the others at once). */
export async function removeWorker(db: Db, nodeId: string, t = COPY_LEASES): Promise<void> {
  await db.execute(sql`delete from ${t.nodes} where id = ${nodeId}`);
}

/**
 * Extends the leases this node still holds (not expired); what it answers is held for another lease from
 * now. A lease not in the answer has been lost: it ran out, and another worker may have it already.
 */
export async function renewLeases(
  db: Db,
  nodeId: string,
  masterIds: readonly number[],
  leaseMs: number,
  t = COPY_LEASES,
): Promise<HeldLease[]> {
  if (masterIds.length === 0) return [];
  const rows = rowsOf<{ master_account_id: number; fencing: number | string }>(
    await db.execute(sql`
      update ${t.leases} set expires_at = now() + ${span(leaseMs)}
      where holder = ${nodeId} and expires_at > now() and ${t.key} in ${idList(masterIds)}
      returning ${t.key} as master_account_id, fencing`),
  );
  return rows.map((r) => ({ masterAccountId: Number(r.master_account_id), fencing: Number(r.fencing) }));
}

/** Of these masters, those nobody holds a live lease on (never leased, given back, or run out). */
export async function freeMasters(db: Db, masterIds: readonly number[], t = COPY_LEASES): Promise<number[]> {
  if (masterIds.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select m.id from ${idList(masterIds)} as m(id)
      where not exists (select 1 from ${t.leases} l where l.${t.key} = m.id and l.expires_at > now())
      order by m.id`),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Takes a master's lease if it is free, in one statement: a new row, or the row of a lease that ran out
 * (its fencing number one higher). Two workers asking at once: the row lock makes the second see the
 * first's live lease and take nothing. Answers the fencing number, or null when another holds it.
 */
export async function acquireLease(
  db: Db,
  nodeId: string,
  masterAccountId: number,
  leaseMs: number,
  t = COPY_LEASES,
): Promise<number | null> {
  const [row] = rowsOf<{ fencing: number | string }>(
    await db.execute(sql`
      insert into ${t.leases} (${t.key}, holder, fencing, expires_at)
      values (${masterAccountId}, ${nodeId}, 1, now() + ${span(leaseMs)})
      on conflict (${t.key}) do update
        set holder = excluded.holder, fencing = ${t.leases}.fencing + 1, expires_at = excluded.expires_at
        where ${t.leases}.expires_at <= now()
      returning fencing`),
  );
  return row ? Number(row.fencing) : null;
}

/**
 * Gives leases back: they run out at once, so any worker may take them; the row stays (expired) so the
 * master's fencing number never goes back.
 */
export async function releaseLeases(
  db: Db,
  nodeId: string,
  masterIds: readonly number[],
  t = COPY_LEASES,
): Promise<void> {
  if (masterIds.length === 0) return;
  await db.execute(sql`
    update ${t.leases} set expires_at = to_timestamp(0)
    where holder = ${nodeId} and ${t.key} in ${idList(masterIds)}`);
}

/**
 * The condition under which a write done for a master is still this node's to do: it holds the master's
 * lease with this fencing number and the lease has not run out. A copy intent is written only where it
 * holds (copy.repository.ts), so a worker that lost a master cannot start a fan-out for it.
 */
export function leaseFence(masterAccountId: number, nodeId: string, fencing: number): SQL {
  return sql`exists (select 1 from copy_leases where master_account_id = ${masterAccountId}
    and holder = ${nodeId} and fencing = ${fencing} and expires_at > now())`;
}
