import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AccountMirror } from '../account-mirror';
import type { CopyOrchestrator } from '../copy/copy-orchestrator';
import { createApiNode, type ApiNode } from './api-node';
import { createCopierFacade, serveCopyControl, type CopierControl } from './copy-control';
import { createRemoteMirror, type RemoteMirror } from './remote-mirror';
import { createSessionPlacement, type SessionPlacement } from './session-placement';

/** A process of several (issue 20): its kind, and the Redis between the kinds. */
export type ClusterOptions = {
  role: 'api' | 'worker';
  url: string;
  prefix: string;
  nodeId?: string;
  /** A worker's trade call to an API node's session unanswered this long answers MT4 128 (default 10 s). */
  tradeTimeoutMs?: number;
  /** An API node sends changed views this often (default 500 ms); 0: only with trade events and on connect. */
  viewsEveryMs?: number;
  /** A copier control (cancel, close a copy, idle) unanswered by the workers this long fails (default 30 s). */
  controlTimeoutMs?: number;
  /** An API node's session leases last this long unless renewed (default 15 s). */
  sessionLeaseMs?: number;
  /** Whether this worker's copier holds a master (a lease); default: every master. */
  holds?: (masterAccountId: number) => boolean;
  /**
   * A worker: the subscriptions of a master it does not hold changed (a new master may want copying): the
   * lease keeper runs a round now, so a new master is taken at once, not at the next round.
   */
  mastersChanged?: (masterAccountId: number) => void;
};

export type ClusterParts = {
  role: 'all' | 'api' | 'worker';
  /** An API node's publisher of trade events and views, and its command server. */
  apiNode: ApiNode | null;
  /** An API node's session leases: which accounts' sessions it holds (its mirror attaches only those). */
  placement: SessionPlacement | null;
  /** A worker's mirror over the API nodes. */
  remoteMirror: RemoteMirror | null;
  /** An API node's copier: forwards to the workers. */
  facade: CopierControl | null;
  /** A worker's listener of the copier controls; null elsewhere. */
  serveControl(copier: CopyOrchestrator): ReturnType<typeof serveCopyControl> | null;
};

/** The cluster's parts of this process's kind; with no options, none (one process does everything). */
export function createClusterParts(
  options: ClusterOptions | undefined,
  deps: { mirror: AccountMirror; log: FastifyBaseLogger; db: Db },
): ClusterParts {
  if (!options)
    return {
      role: 'all',
      apiNode: null,
      placement: null,
      remoteMirror: null,
      facade: null,
      serveControl: () => null,
    };
  const { url, prefix } = options;
  const log = deps.log.child({ module: 'cluster', role: options.role });
  const node = options.nodeId ? { nodeId: options.nodeId } : {};
  if (options.role === 'api') {
    const apiNode = createApiNode({
      url,
      prefix,
      mirror: deps.mirror,
      log,
      ...node,
      ...(options.viewsEveryMs === undefined ? {} : { viewsEveryMs: options.viewsEveryMs }),
    });
    const placement = createSessionPlacement({
      db: deps.db,
      nodeId: apiNode.nodeId,
      mirror: deps.mirror,
      log: log.child({ module: 'session-leases' }),
      ...(options.sessionLeaseMs === undefined ? {} : { leaseMs: options.sessionLeaseMs }),
      // Sessions given back (a node joined, a graceful stop) are taken by the others at once, not at their
      // next round: the accounts are without a session only while they reconnect.
      freed: () => apiNode.sessionsFreed(),
    });
    apiNode.onSessionsFreed(() => void placement.round());
    return {
      role: 'api',
      apiNode,
      placement,
      remoteMirror: null,
      facade: createCopierFacade({
        url,
        prefix,
        log,
        ...(options.controlTimeoutMs === undefined ? {} : { timeoutMs: options.controlTimeoutMs }),
      }),
      serveControl: () => null,
    };
  }
  return {
    role: 'worker',
    apiNode: null,
    placement: null,
    remoteMirror: createRemoteMirror({
      url,
      prefix,
      log,
      ...node,
      ...(options.tradeTimeoutMs === undefined ? {} : { tradeTimeoutMs: options.tradeTimeoutMs }),
    }),
    facade: null,
    serveControl: (copier) =>
      serveCopyControl({
        url,
        prefix,
        log,
        copier,
        ...(options.holds ? { holds: options.holds } : {}),
        ...(options.mastersChanged ? { mastersChanged: options.mastersChanged } : {}),
      }),
  };
}
