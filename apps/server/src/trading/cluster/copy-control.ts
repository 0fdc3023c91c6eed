import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CancelledState } from '@copytrade/engine/copy/cancel';
import type { CloseMode } from '@copytrade/engine/copy/types';
import { AppError } from '../../platform/app-error';
import type { CopyOrchestrator } from '../copy/copy-orchestrator';
import { clusterChannels, closeRedis, connectRedis, parse, subscribeWhenReady } from './wire';

/**
 * What the API routes and services use of the copier: the orchestrator itself in one process, or (an API
 * node of several) the facade that forwards to the copy workers, whose cancel answers later.
 */
export type CopierControl = Omit<CopyOrchestrator, 'cancel'> & {
  cancel(
    subscriptionId: number,
    masterAccountId: number,
    closeMode: CloseMode,
  ): CancelledState | Promise<CancelledState>;
};

type Op =
  | 'setPaused'
  | 'invalidateMaster'
  | 'invalidateSiteLimits'
  | 'invalidateSymbols'
  | 'cancel'
  | 'closeCopy'
  | 'idle'
  | 'repair';
type Control = { id: number; from: string; op: Op; args: unknown[] };
type Answer = { id: number; handled: boolean; value?: unknown; error?: string };

/** Answered by the worker that holds the master (the others say they do not). */
const BY_HOLDER: ReadonlySet<Op> = new Set(['cancel', 'closeCopy']);

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The copier of an API node (issue 20): the routes' calls go to the copy workers on
 * `<prefix>:copy-control`. Pauses and invalidations reach every worker (fire and forget, as they were
 * calls without an answer). A cancel or a close of a copy is acted on by the worker whose copier holds the
 * master and answered to the caller; `idle` and `repair` are answered by every worker (Redis says how many
 * heard the request, so the facade knows how many answers to wait for).
 */
export function createCopierFacade(options: {
  url: string;
  prefix: string;
  log: Log;
  nodeId?: string;
  /** A request unanswered this long fails with UNAVAILABLE (default 30 s). */
  timeoutMs?: number;
}): CopierControl {
  const node = options.nodeId ?? randomUUID();
  const ch = clusterChannels(options.prefix);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const publisher = connectRedis(options.url, 'copy-control', options.log);
  const subscriber = connectRedis(options.url, 'copy-control-replies', options.log);
  const pending = new Map<number, { answers: Answer[]; expected: number; settle(): void }>();
  let nextId = 1;

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== ch.reply(node)) return;
    const answer = parse<Answer>(text);
    const waiting = answer && pending.get(answer.id);
    if (!waiting || !answer) return;
    waiting.answers.push(answer);
    waiting.settle();
  });

  function tell(op: Op, args: unknown[]) {
    const control: Control = { id: 0, from: node, op, args };
    publisher.publish(ch.copyControl, JSON.stringify(control)).catch((err: unknown) => {
      options.log.warn({ err, op }, 'copy control: not sent');
    });
  }

  /** Sends a request to the workers; resolves with the holder's answer, or every answer (`BY_HOLDER` off). */
  function ask(op: Op, args: unknown[]): Promise<Answer[]> {
    const id = nextId++;
    return new Promise<Answer[]>((resolve, reject) => {
      const entry = {
        answers: [] as Answer[],
        expected: Number.POSITIVE_INFINITY,
        settle() {
          const holder = BY_HOLDER.has(op) && entry.answers.find((a) => a.handled);
          if (!holder && entry.answers.length < entry.expected) return;
          pending.delete(id);
          clearTimeout(timer);
          resolve(holder ? [holder] : entry.answers);
        },
      };
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new AppError('UNAVAILABLE', { detail: `copy control: ${op} unanswered by the copy workers` }));
      }, timeoutMs);
      pending.set(id, entry);
      const control: Control = { id, from: node, op, args };
      publisher
        .publish(ch.copyControl, JSON.stringify(control))
        .then((heard) => {
          entry.expected = heard;
          entry.settle();
        })
        .catch((err: unknown) => {
          pending.delete(id);
          clearTimeout(timer);
          reject(new AppError('UNAVAILABLE', { cause: err }));
        });
    });
  }

  /** The holder's answer; none holds the master (no worker, or a lease between holders): UNAVAILABLE. */
  async function holderAnswer(op: Op, args: unknown[]): Promise<unknown> {
    const [answer] = (await ask(op, args)).filter((a) => a.handled);
    if (!answer)
      throw new AppError('UNAVAILABLE', { detail: `copy control: no copy worker holds ${String(args[1])}` });
    if (answer.error) throw new AppError('INTERNAL', { detail: answer.error });
    return answer.value;
  }

  return {
    async start() {
      await subscribeWhenReady(subscriber, ch.reply(node));
    },
    async stop() {
      for (const waiting of pending.values()) waiting.settle();
      await closeRedis([subscriber, publisher]);
    },
    setPaused: (ids, paused) => tell('setPaused', [ids, paused]),
    invalidateMaster: (id) => tell('invalidateMaster', [id]),
    invalidateSiteLimits: (id) => tell('invalidateSiteLimits', [id]),
    invalidateSymbols: (id) => tell('invalidateSymbols', [id]),
    async cancel(subscriptionId, masterAccountId, closeMode) {
      return (await holderAnswer('cancel', [subscriptionId, masterAccountId, closeMode])) as CancelledState;
    },
    async closeCopy(subscriptionId, masterAccountId, followerTicket) {
      return (await holderAnswer('closeCopy', [subscriptionId, masterAccountId, followerTicket])) as boolean;
    },
    async idle() {
      await ask('idle', []);
    },
    async repair() {
      await ask('repair', []);
    },
    // The copier's work is on the workers; `idle()` asks them.
    busy: () => false,
    liveLinkCount: () => 0,
  };
}

/**
 * A copy worker's side of the copy control: applies what the API nodes' facades send to its copier.
 * `holds(masterId)` says whether this worker's copier holds a master (until leases exist, every worker
 * holds all).
 */
export function serveCopyControl(options: {
  url: string;
  prefix: string;
  log: Log;
  copier: CopyOrchestrator;
  holds?: (masterAccountId: number) => boolean;
  /** The subscriptions of a master this worker does not hold changed (its lease keeper looks now). */
  mastersChanged?: (masterAccountId: number) => void;
}) {
  const { copier, log } = options;
  const holds = options.holds ?? (() => true);
  const ch = clusterChannels(options.prefix);
  const publisher = connectRedis(options.url, 'copy-control-answers', log);
  const subscriber = connectRedis(options.url, 'copy-control-listener', log);

  async function run(control: Control): Promise<Omit<Answer, 'id'> | null> {
    const [a, b, c] = control.args;
    switch (control.op) {
      case 'setPaused':
        copier.setPaused(a as number[], b as boolean);
        return null;
      case 'invalidateMaster':
        copier.invalidateMaster(a as number);
        if (!holds(a as number)) options.mastersChanged?.(a as number);
        return null;
      case 'invalidateSiteLimits':
        copier.invalidateSiteLimits(a as number);
        return null;
      case 'invalidateSymbols':
        copier.invalidateSymbols(a as number);
        return null;
      case 'cancel':
        if (!holds(b as number)) return { handled: false };
        return { handled: true, value: copier.cancel(a as number, b as number, c as CloseMode) };
      case 'closeCopy':
        if (!holds(b as number)) return { handled: false };
        return { handled: true, value: await copier.closeCopy(a as number, b as number, c as number) };
      case 'idle':
        await copier.idle();
        return { handled: true };
      case 'repair':
        await copier.repair();
        return { handled: true };
    }
  }

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== ch.copyControl) return;
    const control = parse<Control>(text);
    if (!control) return;
    void run(control)
      .catch((err: unknown): Omit<Answer, 'id'> => {
        log.error({ err, op: control.op }, 'copy control: failed');
        return { handled: true, error: err instanceof Error ? err.message : String(err) };
      })
      .then((answer) => {
        if (!answer || control.id === 0) return;
        return publisher.publish(ch.reply(control.from), JSON.stringify({ id: control.id, ...answer }));
      })
      .catch((err: unknown) => log.warn({ err }, 'copy control: answer not sent'));
  });

  return {
    async start() {
      await subscribeWhenReady(subscriber, ch.copyControl);
    },
    async close() {
      await closeRedis([subscriber, publisher]);
    },
  };
}
