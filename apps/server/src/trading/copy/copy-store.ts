import type { Db } from '../../db/client';
import type { NoticePort } from '../../modules/messages/notice.service';
import type { AfterCommit, RealtimePush } from '../../platform/after-commit';
import { finishClosing } from '../../modules/subscriptions/subscription.service';
import {
  liveSubscriptionsOf,
  masterContext,
  mastersWithLiveSubscriptions,
  symbolRowsOf,
  unhandledAwaitedOrders,
  unsignalledOpens,
  type LiveSubscriptionRow,
} from '../../read-models/copy-inputs';
import type { AccountMirror } from '../account-mirror';
import {
  allLiveLinks,
  awaitingFills,
  insertLinks,
  insertRecords,
  insertSignal,
  markSignalsDone,
  pendingSignals,
  settledSubscriptions,
  updateLinks,
  type LinkChange,
  type LinkRow,
  type NewLink,
  type NewRecord,
  type NewSignal,
  type RecordRow,
} from './copy.repository';

/*
 * The ports the parts of the copy orchestrator work through, so each part can be driven in a test by
 * in-memory fakes: the database (`CopyStore`: the copy tables in copy.repository.ts, what it reads of
 * other modules in read-models/copy-inputs.ts, the end of closing subscriptions through the
 * subscriptions module), the account mirror's memory
 * (`MirrorPort`) and the per-account queues (`CopyQueues`).
 */

/** A row of an account's symbol table, as the engine's symbol index reads it. */
export type SymbolRow = {
  accountId: number;
  symbol: string;
  standardSymbol: string;
  minLot: number;
  maxLot: number;
  lotStep: number;
  digits: number;
  status: number;
};

/** What the fan-out needs of the master account: its site's reverse flag and the trader's minimum. */
export type MasterContext = { followerBalanceMin: string | null; reverseCopyFlag: number };

/** The intent of a fan-out or follow-up (copy_signals). */
export type SignalRow = {
  id: number;
  masterAccountId: number;
  masterTicket: number;
  actionKey: string;
  payload: unknown;
  subscriptionIds: number[];
  signalAt: Date;
};

export type { NewSignal };

/** One batch of outcomes, written in one transaction. */
export type OutcomeBatch = {
  links: NewLink[];
  changes: LinkChange[];
  records: NewRecord[];
  doneSignals: number[];
};

/**
 * What a committed batch answers: the new links' row ids by `subscriptionId:originTicket`, the records it
 * inserted, and `announced` when its pushes were written in its transaction (the after-commit outbox
 * delivers them); otherwise the caller pushes them itself.
 */
export type WrittenOutcomes = { linkIds: Map<string, number>; records: RecordRow[]; announced?: boolean };

/** The pushes of a batch, made from what it wrote (inside its transaction, before the commit). */
export type Announce = (written: WrittenOutcomes) => RealtimePush[];

export type CopyStore = {
  liveSubscriptionsOf(masterAccountId: number): Promise<LiveSubscriptionRow[]>;
  mastersWithLiveSubscriptions(): Promise<number[]>;
  masterContext(masterAccountId: number): Promise<MasterContext | undefined>;
  symbolRowsOf(accountIds: number[]): Promise<SymbolRow[]>;
  /** Writes an intent; null when this (master, ticket, action) was already handled (exactly once). */
  insertSignal(signal: NewSignal): Promise<number | null>;
  /** Subscriptions whose copy of this master pending order awaits its fill. */
  awaitingFills(masterAccountId: number, masterTicket: number): Promise<number[]>;
  pendingSignals(): Promise<SignalRow[]>;
  /** Subscription ids of a signal that already have their outcome (a link from it, or a record). */
  settledSubscriptions(
    signalId: number,
    masterTicket: number,
    subscriptionIds: number[],
  ): Promise<Set<number>>;
  unsignalledOpens(since: Date): Promise<{ accountId: number; ticket: number }[]>;
  unhandledAwaitedOrders(since: Date): Promise<{ accountId: number; ticket: number; filled: boolean }[]>;
  allLiveLinks(): Promise<LinkRow[]>;
  /** Writes a batch of outcomes in one transaction, with the copy-skipped notices of its new records. */
  writeOutcomes(batch: OutcomeBatch, now: Date, announce?: Announce): Promise<WrittenOutcomes>;
  /** Closing subscriptions (of these ids, or all) with no live link left end; answers those that did. */
  finishClosingSubscriptions(
    subscriptionIds: number[] | 'all',
    now: Date,
  ): Promise<{ id: number; masterAccountId: number }[]>;
};

/** What the copy parts read of the account mirror (its memory: figures, sessions). */
export type MirrorPort = Pick<AccountMirror, 'view' | 'session' | 'starting' | 'sessionWhenAttached'>;

/**
 * Each follow account takes one request at a time (MT4), and each master's events are handled in order;
 * different accounts run at once.
 */
export type CopyQueues = {
  forMaster(masterAccountId: number, task: () => Promise<void>): Promise<void>;
  forFollower(followAccountId: number, task: () => Promise<void>): Promise<void>;
};

/** The database behind the copy parts. */
export function createCopyStore(
  db: Db,
  notices?: Pick<NoticePort, 'copySkipped'>,
  afterCommit?: Pick<AfterCommit, 'enqueue'>,
): CopyStore {
  return {
    liveSubscriptionsOf: (masterAccountId) => liveSubscriptionsOf(db, masterAccountId),
    mastersWithLiveSubscriptions: () => mastersWithLiveSubscriptions(db),
    masterContext: (masterAccountId) => masterContext(db, masterAccountId),
    symbolRowsOf: (accountIds) => symbolRowsOf(db, accountIds),
    insertSignal: (signal) => insertSignal(db, signal),
    awaitingFills: (masterAccountId, masterTicket) => awaitingFills(db, masterAccountId, masterTicket),
    pendingSignals: () => pendingSignals(db),
    settledSubscriptions: (signalId, masterTicket, subscriptionIds) =>
      settledSubscriptions(db, signalId, masterTicket, subscriptionIds),
    unsignalledOpens: (since) => unsignalledOpens(db, since),
    unhandledAwaitedOrders: (since) => unhandledAwaitedOrders(db, since),
    allLiveLinks: () => allLiveLinks(db),
    async writeOutcomes(batch, now, announce) {
      return db.transaction(async (tx) => {
        const linkIds = await insertLinks(tx, batch.links, now);
        const records = await insertRecords(tx, batch.records, now);
        await updateLinks(tx, batch.changes, now);
        await markSignalsDone(tx, batch.doneSignals, now);
        // Their push follows the commit (the notice service writes it in this transaction).
        if (notices && records.length > 0) await notices.copySkipped(tx, records);
        const written: WrittenOutcomes = { linkIds, records };
        if (!afterCommit || !announce) return written;
        // The followers' pages hear of the batch through the outbox: a process killed right after this
        // commit leaves its pushes to another, instead of losing them.
        const pushes = announce(written);
        if (pushes.length > 0) await afterCommit.enqueue(tx, { kind: 'realtime.push', pushes });
        return { ...written, announced: true };
      });
    },
    finishClosingSubscriptions: (subscriptionIds, now) => finishClosing(db, subscriptionIds, now),
  };
}
