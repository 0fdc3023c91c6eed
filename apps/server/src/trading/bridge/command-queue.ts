import type {
  BridgeCommand,
  BridgeOrder,
  BridgeResult,
  BridgeSnapshot,
  BridgeSymbol,
  BridgeSymbols,
} from '@copytrade/contracts/bridge';
import type { TradeCommandInput, TradeOutcome } from './wire';

/** A command before the queue gives it a `seq` and a `requestId`. */
export type CommandInput = TradeCommandInput | { op: 'snapshot'; historyDays: number } | { op: 'symbols' };

/** A command that got no answer: 128 (trade timeout) says the outcome is unknown, 6 that it was never sent. */
export type CommandFailure = { ok: false; code: number; message: string };

/** MT4 128: no answer in time; the EA may or may not have executed the command. */
export const TRADE_TIMEOUT: CommandFailure = { ok: false, code: 128, message: 'trade timeout' };

export type SnapshotOutcome =
  { ok: true; open: BridgeOrder[]; history: BridgeOrder[]; offsetMs: number } | CommandFailure;
export type SymbolsOutcome = { ok: true; symbols: BridgeSymbol[] } | CommandFailure;

/** What `command(input)` resolves with, by the command's op. */
export type OutcomeOf<C extends CommandInput> = C extends { op: 'snapshot' }
  ? SnapshotOutcome
  : C extends { op: 'symbols' }
    ? SymbolsOutcome
    : TradeOutcome;

type AnyOutcome = TradeOutcome | SnapshotOutcome | SymbolsOutcome;

type Entry = {
  requestId: string;
  input: CommandInput;
  /** The command's seq under the current boot (0 while no boot is known). */
  seq: number;
  deadline: number;
  /** Null for the hub's own requests (a snapshot after a reconnect): nobody waits for them. */
  settle: ((outcome: AnyOutcome) => void) | null;
};

/** How a result message met the queue. */
export type ResultFit = 'answered' | 'late' | 'duplicate' | 'unknown';

/** How many finished request ids are remembered to tell a late or repeated result from an unknown one. */
const FINISHED_KEPT = 1000;

/**
 * The commands of one link that wait for their answer, in the order they were given. Each boot of the
 * EA numbers them from the seq after its `ack`; a command is re-sent until the EA acknowledges it, and it
 * leaves the queue when answered or when its time is up (then it is never sent again). A trade command is
 * answered by the `result` with its requestId, a `snapshot` or `symbols` command by the next such message
 * after the EA acknowledged it.
 */
export function createCommandQueue(newRequestId: () => string) {
  let entries: Entry[] = [];
  let nextSeq = 1;
  /** Highest seq the EA of the current boot said it received. */
  let ackSeq = 0;
  let booted = false;
  /** requestId -> how it finished (insertion order: the oldest is dropped first). */
  const finished = new Map<string, 'answered' | 'timedOut'>();

  function remember(requestId: string, how: 'answered' | 'timedOut') {
    finished.delete(requestId);
    finished.set(requestId, how);
    if (finished.size > FINISHED_KEPT) finished.delete(finished.keys().next().value!);
  }

  function take(entry: Entry) {
    entries = entries.filter((e) => e !== entry);
  }

  return {
    /** Queues a command; `settle` receives its outcome exactly once. */
    add(input: CommandInput, deadline: number, settle: Entry['settle']): string {
      const requestId = newRequestId();
      entries.push({ requestId, input, seq: booted ? nextSeq++ : 0, deadline, settle });
      return requestId;
    },

    /** True when one of the hub's own requests of `op` waits for the EA to take it. */
    waitingInternal(op: CommandInput['op']): boolean {
      return entries.some((e) => e.settle === null && e.input.op === op && (e.seq === 0 || e.seq > ackSeq));
    },

    /**
     * A new boot: every waiting command is numbered again from `firstSeq` (the EA's ack + 1), in order,
     * and sent again under the same requestId.
     */
    renumber(firstSeq: number) {
      booted = true;
      nextSeq = firstSeq;
      ackSeq = firstSeq - 1;
      for (const entry of entries) entry.seq = nextSeq++;
    },

    /** The EA received every command up to `ack` of this boot. */
    acknowledge(ack: number) {
      ackSeq = Math.max(ackSeq, Math.min(ack, nextSeq - 1));
    },

    /** The commands the EA has not acknowledged, oldest first. */
    outgoing(limit: number): BridgeCommand[] {
      return entries
        .filter((e) => e.seq > ackSeq)
        .slice(0, limit)
        .map((e) => ({ ...e.input, seq: e.seq, requestId: e.requestId }));
    },

    /** A `result` message: settles its command, or says why it settles nothing. */
    answer(result: BridgeResult, offsetMs: number): ResultFit {
      const entry = entries.find((e) => e.requestId === result.requestId);
      if (!entry) {
        const how = finished.get(result.requestId);
        if (how === 'timedOut') {
          remember(result.requestId, 'answered');
          return 'late';
        }
        return how === 'answered' ? 'duplicate' : 'unknown';
      }
      const op = entry.input.op;
      // A snapshot or symbols command is answered by its message; only a failure may come as a result.
      if ((op === 'snapshot' || op === 'symbols') && result.ok) return 'unknown';
      take(entry);
      remember(entry.requestId, 'answered');
      entry.settle?.(
        result.ok
          ? {
              ok: true,
              order: result.order,
              ...(result.remainder ? { remainder: result.remainder } : {}),
              offsetMs,
            }
          : { ok: false, code: result.code, message: result.message },
      );
      return 'answered';
    },

    /** A `snapshot` or `symbols` message answers every acknowledged command of its kind. */
    answerData(message: BridgeSnapshot | BridgeSymbols, offsetMs: number): void {
      const answered = entries.filter((e) => e.input.op === message.type && e.seq > 0 && e.seq <= ackSeq);
      for (const entry of answered) {
        take(entry);
        remember(entry.requestId, 'answered');
        entry.settle?.(
          message.type === 'snapshot'
            ? { ok: true, open: message.open, history: message.history, offsetMs }
            : { ok: true, symbols: message.symbols },
        );
      }
    },

    /** Settles the commands whose time is up with 128 and drops them (never sent again); returns them. */
    expire(now: number): { requestId: string; op: CommandInput['op']; received: boolean }[] {
      const due = entries.filter((e) => e.deadline <= now);
      for (const entry of due) {
        take(entry);
        remember(entry.requestId, 'timedOut');
        entry.settle?.(TRADE_TIMEOUT);
      }
      return due.map((e) => ({
        requestId: e.requestId,
        op: e.input.op,
        received: e.seq > 0 && e.seq <= ackSeq,
      }));
    },

    /** Commands waiting for their answer. */
    size: () => entries.length,
  };
}
