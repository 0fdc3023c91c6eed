import type { FastifyBaseLogger } from 'fastify';
import type { AccountMirror } from '../account-mirror';
import type { CopyOrchestrator } from '../copy/copy-orchestrator';
import { createApiNode, type ApiNode } from './api-node';
import { createCopierFacade, serveCopyControl, type CopierControl } from './copy-control';
import { createRemoteMirror, type RemoteMirror } from './remote-mirror';

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
  /** Whether this worker's copier holds a master (a lease); default: every master. */
  holds?: (masterAccountId: number) => boolean;
};

export type ClusterParts = {
  role: 'all' | 'api' | 'worker';
  /** An API node's publisher of trade events and views, and its command server. */
  apiNode: ApiNode | null;
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
  deps: { mirror: AccountMirror; log: FastifyBaseLogger },
): ClusterParts {
  if (!options)
    return { role: 'all', apiNode: null, remoteMirror: null, facade: null, serveControl: () => null };
  const { url, prefix } = options;
  const log = deps.log.child({ module: 'cluster', role: options.role });
  const node = options.nodeId ? { nodeId: options.nodeId } : {};
  if (options.role === 'api') {
    return {
      role: 'api',
      apiNode: createApiNode({
        url,
        prefix,
        mirror: deps.mirror,
        log,
        ...node,
        ...(options.viewsEveryMs === undefined ? {} : { viewsEveryMs: options.viewsEveryMs }),
      }),
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
      }),
  };
}
