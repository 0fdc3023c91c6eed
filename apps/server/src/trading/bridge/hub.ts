import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BRIDGE_LIMITS,
  bridgeExchangeRequestSchema,
  bridgeKeyPrefix,
  bridgeKeySchema,
  type BridgeError,
  type BridgeExchangeResponse,
} from '@copytrade/contracts/bridge';
import type { Clock } from '../../platform/ports';
import { createLinkState, type BridgeKeyRecord, type BridgeLink, type LinkState } from './link';
import { createTokenBuckets } from './token-buckets';

/**
 * The bridge keys as the hub needs them (the store keeps their hashes): the key's record, or null for a
 * wrong or revoked key.
 */
export type BridgeKeys = { verify(key: string): Promise<BridgeKeyRecord | null> };

export type BridgeHubLimits = {
  /** Exchanges per second per key (a burst of as many passes at once). */
  exchangesPerSecond: number;
  /** Refused keys per second per address before the address is slowed down (429). */
  badKeysPerSecond: number;
  /** The link is lost after this long without an exchange. */
  lostAfterMs: number;
  /** A command not answered in this time resolves 128. */
  commandTimeoutMs: number;
  /** The `pollMs` the EA is told. */
  pollMs: number;
  /** History of the snapshot the hub asks for after a reconnect. */
  snapshotHistoryDays: number;
  /** How often the timer sweeps (liveness, timeouts); 0: no timer, the caller calls `sweep`. */
  sweepEveryMs: number;
};

const DEFAULT_LIMITS: BridgeHubLimits = {
  exchangesPerSecond: BRIDGE_LIMITS.EXCHANGES_PER_SECOND,
  badKeysPerSecond: 5,
  lostAfterMs: 10_000,
  commandTimeoutMs: 30_000,
  pollMs: 250,
  snapshotHistoryDays: 3,
  sweepEveryMs: 1000,
};

export type ExchangeAnswer = {
  status: 200 | 400 | 401 | 409 | 429;
  body: BridgeExchangeResponse | BridgeError;
};

export type BridgeHub = {
  /**
   * One exchange of an EA: the key (from `Authorization: Bearer`), the parsed JSON body and the caller's
   * address. Answers 401 bad_key, 429 too_fast, 400 bad_message, 409 account_mismatch or 200.
   */
  exchange(key: string, body: unknown, ip: string): Promise<ExchangeAnswer>;
  /** The link of a key (made on first use: an adapter may wait for an EA that has not called yet). */
  link(keyId: number): BridgeLink;
  /** Marks links lost and times commands out by the clock (the timer calls it; tests may too). */
  sweep(): void;
  /** Stops the timer. */
  stop(): void;
};

const fail = (status: ExchangeAnswer['status'], body: BridgeError): ExchangeAnswer => ({ status, body });

/** A schema failure in a line: where and what, never the value sent. */
function describeIssue(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return `${path || '(body)'}: ${issue.message}`.slice(0, 300);
}

/**
 * The server side of the EA bridge (protocol v1, issue 16), one per process; its state lives in memory
 * (several processes sharing links is issue 20). It authenticates and paces each exchange, and hands it to
 * the key's link (link.ts), which keeps the up-sequence, the commands and the liveness.
 */
export function createBridgeHub(options: {
  keys: BridgeKeys;
  clock: Clock;
  log: FastifyBaseLogger;
  limits?: Partial<BridgeHubLimits>;
  /** Fresh request ids (random by default). */
  newRequestId?: () => string;
}): BridgeHub {
  const { keys, clock } = options;
  const log = options.log.child({ module: 'bridge' });
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const newRequestId = options.newRequestId ?? (() => randomBytes(12).toString('hex'));
  const links = new Map<number, LinkState>();
  const perKey = createTokenBuckets<number>({
    capacity: limits.exchangesPerSecond,
    perSecond: limits.exchangesPerSecond,
    clock,
  });
  const badKeys = createTokenBuckets<string>({
    capacity: limits.badKeysPerSecond * 2,
    perSecond: limits.badKeysPerSecond,
    clock,
  });

  function stateOf(keyId: number): LinkState {
    let state = links.get(keyId);
    if (!state) {
      state = createLinkState({ keyId, clock, log, limits, newRequestId });
      links.set(keyId, state);
    }
    return state;
  }

  function sweep() {
    const now = clock.now().getTime();
    for (const state of links.values()) state.sweep(now);
    perKey.prune();
    badKeys.prune();
  }

  const timer = limits.sweepEveryMs > 0 ? setInterval(sweep, limits.sweepEveryMs) : null;
  timer?.unref();

  return {
    async exchange(key, body, ip) {
      if (!badKeys.has(ip)) return fail(429, { error: 'too_fast' });
      const record = bridgeKeySchema.safeParse(key).success ? await keys.verify(key) : null;
      if (!record) {
        badKeys.take(ip);
        log.warn({ key: bridgeKeyPrefix(key), ip }, 'bridge: refused a key');
        return fail(401, { error: 'bad_key' });
      }
      if (!perKey.take(record.keyId)) return fail(429, { error: 'too_fast' });
      const parsed = bridgeExchangeRequestSchema.safeParse(body);
      if (!parsed.success) {
        const detail = describeIssue(parsed.error.issues[0]);
        log.info({ bridgeKeyId: record.keyId, detail }, 'bridge: refused an exchange');
        return fail(400, { error: 'bad_message', detail });
      }
      return stateOf(record.keyId).handle(parsed.data, record);
    },
    link: (keyId) => stateOf(keyId).link,
    sweep,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
