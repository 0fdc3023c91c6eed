import type { FastifyBaseLogger } from 'fastify';
import type {
  BridgeError,
  BridgeExchangeRequest,
  BridgeExchangeResponse,
  BridgeFigures,
  BridgeHello,
  BridgeSymbol,
  BridgeUpMessage,
} from '@copytrade/contracts/bridge';
import { BRIDGE_LIMITS, BRIDGE_VERSION, bridgeCommandSchema } from '@copytrade/contracts/bridge';
import { createCommandQueue, type CommandFailure, type CommandInput, type OutcomeOf } from './command-queue';
import { measureOffsetMs } from './wire';

/** A bridge key as the store knows it: which account it is bound to (null fields: not bound yet). */
export type BridgeKeyRecord = { keyId: number; siteId: number; server: string | null; login: string | null };

/**
 * Where a link is: `waiting` until the EA's first exchange, `online` while it exchanges, `lost` after
 * `lostAfterMs` without an exchange (until the next one).
 */
export type BridgeLinkState = 'waiting' | 'online' | 'lost';

export type BridgeLinkStatus = {
  keyId: number;
  state: BridgeLinkState;
  /** The EA's current boot. */
  boot: string | null;
  /** The current boot's hello (null before it, and for a boot adopted after a server restart). */
  hello: BridgeHello | null;
  /** Commands go out only to a verified EA: its hello matched the key's account (or, adopted, the key is bound). */
  verified: boolean;
  lastSeen: number | null;
  /** The broker's offset from UTC measured in the last exchange (server time = UTC + offset). */
  offsetMs: number | null;
  /** Commands waiting for their answer. */
  pending: number;
};

/** With every message: the offset of the exchange that carried it; `late` for a result after its timeout. */
export type MessageMeta = { offsetMs: number; late: boolean };

/**
 * One EA's link as the gateway adapter uses it (one per bridge key): the EA's up-messages in order, its
 * commands with their answers, and whether it is there.
 */
export type BridgeLink = {
  readonly keyId: number;
  /** Every stored up-message in order (hello, figures, symbols, snapshot, event, result); returns the unsubscribe. */
  onMessage(listener: (message: BridgeUpMessage, meta: MessageMeta) => void): () => void;
  /** Called when `state` changes (online, lost, online again); returns the unsubscribe. */
  onStatus(listener: (status: BridgeLinkStatus) => void): () => void;
  /**
   * Queues a command with a fresh requestId. A trade command resolves with the EA's result exactly once,
   * or after the timeout with 128 (unknown outcome; a late result is still delivered to `onMessage` with
   * `late`); a `snapshot` / `symbols` command with the next such message. While the link is not online it
   * resolves at once with 6 (no connection), as the simulator does.
   */
  command<C extends CommandInput>(input: C): Promise<OutcomeOf<C>>;
  status(): BridgeLinkStatus;
  /** The current boot's latest figures and symbol table (null until the EA sent them). */
  latest(): { figures: BridgeFigures | null; symbols: BridgeSymbol[] | null };
};

export type LinkLimits = {
  lostAfterMs: number;
  commandTimeoutMs: number;
  pollMs: number;
  snapshotHistoryDays: number;
};

/** MT4 error 6, as the simulator's gateway answers for a dropped link. */
const NO_CONNECTION: CommandFailure = { ok: false, code: 6, message: 'No connection with trade server' };
/** MT4 error 3: a command the protocol cannot carry (a comment over 31 characters, a bad price). */
const INVALID_PARAMETERS: CommandFailure = { ok: false, code: 3, message: 'Invalid trade parameters' };
/** Boots a link remembers as over, so a late request of a dead terminal cannot reset the live one. */
const RETIRED_KEPT = 16;

type Answer = { status: 200; body: BridgeExchangeResponse } | { status: 400 | 409; body: BridgeError };

function boundTo(key: BridgeKeyRecord): boolean {
  return key.server !== null && key.login !== null;
}

function helloFits(hello: BridgeHello, key: BridgeKeyRecord): boolean {
  return (
    (key.server === null || key.server === hello.server) && (key.login === null || key.login === hello.login)
  );
}

/**
 * The state of one key's link: the EA's boot and the up-sequence stored in order, its hello, liveness, and
 * the command queue. `handle` runs one validated exchange (synchronously: exchanges of one key never
 * interleave), `sweep` marks the link lost and times commands out.
 */
export function createLinkState(options: {
  keyId: number;
  clock: { now(): Date };
  log: FastifyBaseLogger;
  limits: LinkLimits;
  newRequestId: () => string;
}) {
  const { keyId, clock, limits } = options;
  const log = options.log.child({ bridgeKeyId: keyId });
  const queue = createCommandQueue(options.newRequestId);
  const messageListeners = new Set<(message: BridgeUpMessage, meta: MessageMeta) => void>();
  const statusListeners = new Set<(status: BridgeLinkStatus) => void>();

  let state: BridgeLinkState = 'waiting';
  let boot: string | null = null;
  const retired: string[] = [];
  /** Highest up seq stored in order; null: a boot adopted without messages takes the next one's seq. */
  let stored: number | null = 0;
  let hello: BridgeHello | null = null;
  let verified = false;
  let lastSeen: number | null = null;
  let offsetMs: number | null = null;
  let figures: BridgeFigures | null = null;
  let symbols: BridgeSymbol[] | null = null;

  const status = (): BridgeLinkStatus => ({
    keyId,
    state,
    boot,
    hello,
    verified,
    lastSeen,
    offsetMs,
    pending: queue.size(),
  });

  function setState(next: BridgeLinkState) {
    state = next;
    const now = status();
    for (const listener of statusListeners) {
      try {
        listener(now);
      } catch (err) {
        log.error({ err }, 'bridge: a status listener failed');
      }
    }
  }

  function deliver(message: BridgeUpMessage, meta: MessageMeta) {
    for (const listener of messageListeners) {
      try {
        listener(message, meta);
      } catch (err) {
        log.error({ err, type: message.type }, 'bridge: a message listener failed');
      }
    }
  }

  function requestSnapshot() {
    if (queue.waitingInternal('snapshot')) return;
    const deadline = clock.now().getTime() + limits.commandTimeoutMs;
    queue.add({ op: 'snapshot', historyDays: limits.snapshotHistoryDays }, deadline, null);
  }

  /**
   * A boot this link has not seen. After an EA restart (the link knew another boot) the sequence starts
   * at 1 with a hello. A boot first seen by this process (the EA ran before the server started) is adopted
   * where it stands: its messages continue from their seq, and a key bound to an account is trusted
   * without a new hello (the EA sent it to the process before, which checked it).
   */
  function startBoot(request: BridgeExchangeRequest, key: BridgeKeyRecord) {
    const previous = boot;
    if (previous !== null) retired.push(previous);
    if (retired.length > RETIRED_KEPT) retired.shift();
    boot = request.boot;
    hello = null;
    figures = null;
    symbols = null;
    if (previous === null) {
      const first = request.messages[0]?.seq;
      stored = first === undefined ? null : first - 1;
    } else {
      stored = 0;
    }
    const adopted = stored !== 0;
    verified = adopted && boundTo(key);
    queue.renumber(request.ack + 1);
    if (previous !== null) {
      log.info({ boot, previous, pending: queue.size() }, 'bridge: the EA restarted (new boot)');
      requestSnapshot();
    } else if (adopted) {
      log.info({ boot, from: stored }, 'bridge: adopted a running EA');
      requestSnapshot();
    }
  }

  function store(message: BridgeUpMessage, exchangeOffsetMs: number) {
    if (message.type === 'result') {
      const fit = queue.answer(message, exchangeOffsetMs);
      if (fit === 'answered') deliver(message, { offsetMs: exchangeOffsetMs, late: false });
      else if (fit === 'late') {
        log.warn({ requestId: message.requestId, ok: message.ok }, 'bridge: a result after its timeout');
        deliver(message, { offsetMs: exchangeOffsetMs, late: true });
      } else {
        log.warn({ requestId: message.requestId, fit }, 'bridge: a result for no waiting command, ignored');
      }
      return;
    }
    if (message.type === 'figures') figures = message;
    if (message.type === 'symbols') symbols = message.symbols;
    if (message.type === 'snapshot' || message.type === 'symbols')
      queue.answerData(message, exchangeOffsetMs);
    deliver(message, { offsetMs: exchangeOffsetMs, late: false });
  }

  function mismatch(found: BridgeHello, key: BridgeKeyRecord): Answer {
    log.warn(
      { server: found.server, login: found.login, boundServer: key.server, boundLogin: key.login },
      'bridge: the EA is logged in to another account than its key',
    );
    return { status: 409, body: { error: 'account_mismatch' } };
  }

  function handle(request: BridgeExchangeRequest, key: BridgeKeyRecord): Answer {
    const now = clock.now().getTime();
    if (retired.includes(request.boot)) {
      // A request of a terminal run that has ended (delayed on the way): nothing of it counts.
      log.info({ boot: request.boot }, 'bridge: an exchange of an ended boot, ignored');
      return { status: 200, body: { v: BRIDGE_VERSION, ack: 0, commands: [], pollMs: limits.pollMs } };
    }
    if (request.boot !== boot) startBoot(request, key);
    queue.acknowledge(request.ack);
    const measured = measureOffsetMs(request.time, request.gmt);
    offsetMs = measured;
    if (hello && !helloFits(hello, key)) return mismatch(hello, key);

    for (const message of request.messages) {
      stored ??= message.seq - 1;
      if (message.seq <= stored) continue; // already stored: a resend
      if (message.seq !== stored + 1) break; // a gap: the EA sends it again from the missing one
      if (message.seq === 1 && message.type !== 'hello') {
        return { status: 400, body: { error: 'bad_message', detail: 'a boot begins with hello (seq 1)' } };
      }
      if (message.type === 'hello') {
        if (!helloFits(message, key)) return mismatch(message, key);
        hello = message;
        verified = true;
      }
      stored = message.seq;
      store(message, measured);
    }

    lastSeen = now;
    if (state !== 'online') {
      const wasLost = state === 'lost';
      setState('online');
      if (wasLost) {
        log.info('bridge: the EA is back');
        requestSnapshot();
      }
    }
    return {
      status: 200,
      body: {
        v: BRIDGE_VERSION,
        ack: stored ?? 0,
        commands: verified ? queue.outgoing(BRIDGE_LIMITS.COMMANDS) : [],
        pollMs: limits.pollMs,
      },
    };
  }

  function sweep(now: number) {
    if (state === 'online' && lastSeen !== null && now - lastSeen >= limits.lostAfterMs) {
      log.warn({ lastSeen }, 'bridge: no exchange from the EA, link lost');
      setState('lost');
    }
    for (const expired of queue.expire(now)) {
      log.warn(expired, 'bridge: no answer in time, answered 128 (unknown outcome)');
    }
  }

  const link: BridgeLink = {
    keyId,
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    command<C extends CommandInput>(input: C): Promise<OutcomeOf<C>> {
      if (state !== 'online') return Promise.resolve(NO_CONNECTION as OutcomeOf<C>);
      if (!bridgeCommandSchema.safeParse({ ...input, seq: 1, requestId: 'check' }).success) {
        log.warn({ op: input.op }, 'bridge: a command the protocol cannot carry, refused');
        return Promise.resolve(INVALID_PARAMETERS as OutcomeOf<C>);
      }
      return new Promise<OutcomeOf<C>>((resolve) => {
        let settled = false;
        const deadline = clock.now().getTime() + limits.commandTimeoutMs;
        queue.add(input, deadline, (outcome) => {
          if (settled) return;
          settled = true;
          resolve(outcome as OutcomeOf<C>);
        });
      });
    },
    status,
    latest: () => ({ figures, symbols }),
  };

  return { link, handle, sweep };
}

export type LinkState = ReturnType<typeof createLinkState>;
