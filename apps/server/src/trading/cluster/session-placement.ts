import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listActiveAccountsByIds, sessionAccountIds } from '../../modules/accounts/account.repository';
import { toMirrored, type AccountMirror } from '../account-mirror';
import { createLeaseKeeper } from '../leases/lease-keeper';
import { SESSION_LEASES } from '../leases/lease-store';

export type SessionPlacementOptions = {
  db: Db;
  /** The API node's id (the holder written in its session leases). */
  nodeId: string;
  mirror: Pick<AccountMirror, 'attachMany' | 'detach'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How long a session lease lasts unless renewed (default 15 s). */
  leaseMs?: number;
  /** Sessions were given back (another node joined, a graceful stop): the other nodes may take them now. */
  freed?: (accountIds: number[]) => void;
};

/**
 * Where each account's session lives among the API nodes (issue 20): a session lease per account, with the
 * copy workers' machinery (`lease-keeper.ts` on `session_nodes` / `session_leases`: database time, fencing,
 * a heartbeat, the fair share over the nodes alive, the excess given back when a node joins, a guard before
 * the expiry, everything given back on a graceful stop). What the node gains its mirror attaches (the
 * account's view then goes to the session directory); what it loses the mirror detaches (the session ends,
 * the node's view row leaves the table) before the lease is given back. A dead node's accounts are taken
 * by the others once its leases run out. EA-bridge accounts are not leased.
 */
export function createSessionPlacement(options: SessionPlacementOptions) {
  const { db, mirror, log } = options;
  return createLeaseKeeper({
    db,
    nodeId: options.nodeId,
    tables: SESSION_LEASES,
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
    log,
    ...(options.freed ? { onGivenBack: options.freed } : {}),
    masters: () => sessionAccountIds(db),
    async onGained(ids) {
      const rows = await listActiveAccountsByIds(db, ids);
      // Not waited for: the keeper's next round (its heartbeat, its renewals) must not wait for sessions.
      mirror
        .attachMany(rows.map(toMirrored))
        .catch((err: unknown) => log.error({ err }, 'session placement: attaching failed'));
    },
    async onLost(ids) {
      await Promise.all(ids.map((id) => mirror.detach(id)));
    },
  });
}

export type SessionPlacement = ReturnType<typeof createSessionPlacement>;
