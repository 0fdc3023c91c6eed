/**
 * The subscription lifecycle (issue 14), pure: which events each state accepts and what a transition writes.
 * The subscriptions module applies it to every write of a subscription's state; `now` comes in as an
 * argument.
 *
 *   (created) --free--> subscribing            (created) --fee to pay--> unpaid
 *   unpaid      --paid--> subscribing (starts now)        --cancelled / paymentFailed--> cancelled
 *   subscribing --paid / renewed--> subscribing (more days) --expired--> closing
 *               --cancelled--> closing (copies follow the trader) or cancelled (copies detached)
 *   closing     --closingFinished--> history (it had expired) or cancelled (the follower cancelled)
 *   history, cancelled --paid / renewed--> subscribing (starts again now)
 *
 * Ended subscriptions (history, cancelled) are left only by a new term (paid or renewed); closing takes no
 * new days; nothing goes back to unpaid. Every transition stamps `updatedAt`.
 */

/** The stored states (the same values as the contracts' SUBSCRIPTION_STATES). */
export const SUBSCRIPTION_STATE = {
  /** A subscription fee to pay first: not copying. */
  UNPAID: 'unpaid',
  /** Copying. */
  SUBSCRIBING: 'subscribing',
  /** No new copies; open copies follow the trader's closes until none is left. */
  CLOSING: 'closing',
  /** Ended: expired, its last copy closed. */
  HISTORY: 'history',
  /** Ended: cancelled by the follower (or never paid). */
  CANCELLED: 'cancelled',
} as const;
/** One of SUBSCRIPTION_STATE. */
export type SubscriptionState = (typeof SUBSCRIPTION_STATE)[keyof typeof SUBSCRIPTION_STATE];

/** Why a subscription stopped copying: the follower's close mode, or its end date. */
export type CancelMode = 'followTrader' | 'manual' | 'expired';

const DAY_MS = 24 * 3600_000;

/** What a transition reads of the subscription's row. */
export type LifecycleRow = {
  state: SubscriptionState;
  endAt: Date | null;
  validityDays: number | null;
  cancelMode: string | null;
};

/** The columns a transition writes besides `state` (a column left out keeps its value). */
export type LifecycleFields = {
  startAt?: Date;
  endAt?: Date | null;
  validityDays?: number | null;
  cancelMode?: CancelMode | null;
  cancelledAt?: Date | null;
  endedAt?: Date | null;
  updatedAt: Date;
};

/** Each event with what it carries. */
type EventData = {
  /** A payment confirmed: `days` of copying (an unpaid one starts, a live one runs on, an ended one restarts). */
  paid: { days: number };
  /** `continueSubscription` without a subscription fee: `days` more (an ended one restarts). */
  renewed: { days: number };
  /**
   * The follower cancels with a close mode (null: none given). `copiesFollow`: open copies keep following
   * the trader's closes (the copier's answer), so the subscription is closing until the last one is gone.
   */
  cancelled: { closeMode: 'followTrader' | 'manual' | null; copiesFollow: boolean };
  /** The open payment of an unpaid subscription failed (refused, or a complaint decided against the payer). */
  paymentFailed: Record<never, never>;
  /** Its end date passed (the caller picks those with `endAt <= now`). */
  expired: Record<never, never>;
  /** A closing subscription has no live copy left. */
  closingFinished: Record<never, never>;
};
export type LifecycleEventType = keyof EventData;
type EventOf<K extends LifecycleEventType> = { type: K } & EventData[K];
/** Something that happens to a subscription. */
export type LifecycleEvent = { [K in LifecycleEventType]: EventOf<K> }[LifecycleEventType];

/** A transition's result: the new state and the columns to write, or a refusal (the state does not take it). */
export type Transition =
  | { ok: true; state: SubscriptionState; fields: LifecycleFields }
  | { ok: false; from: SubscriptionState; event: LifecycleEventType };

type Changed = Extract<Transition, { ok: true }>;
type Rule<K extends LifecycleEventType> = (row: LifecycleRow, event: EventOf<K>, now: Date) => Changed;
type Rules = { [K in LifecycleEventType]?: Rule<K> };

/**
 * The end of a new term of `days`: from the current end date while it is still ahead (a renewal of a live
 * subscription), from now otherwise.
 */
export function renewalEnd(endAt: Date | null, now: Date, days: number): Date {
  const from = endAt && endAt > now ? endAt : now;
  return new Date(from.getTime() + days * DAY_MS);
}

/** A live subscription gets `days` more: its end moves on, its validity grows. */
const extend = (row: LifecycleRow, event: { days: number }, now: Date): Changed => ({
  ok: true,
  state: SUBSCRIPTION_STATE.SUBSCRIBING,
  fields: {
    endAt: renewalEnd(row.endAt, now, event.days),
    validityDays: (row.validityDays ?? 0) + event.days,
    updatedAt: now,
  },
});

/** An unpaid or ended subscription starts (again) now for `days`; a former cancel is forgotten. */
const start = (_row: LifecycleRow, event: { days: number }, now: Date): Changed => ({
  ok: true,
  state: SUBSCRIPTION_STATE.SUBSCRIBING,
  fields: {
    startAt: now,
    endAt: renewalEnd(null, now, event.days),
    validityDays: event.days,
    cancelMode: null,
    cancelledAt: null,
    endedAt: null,
    updatedAt: now,
  },
});

/** An unpaid subscription never copied: it ends at once. */
const dropUnpaid = (cancelMode: 'followTrader' | 'manual' | null, now: Date): Changed => ({
  ok: true,
  state: SUBSCRIPTION_STATE.CANCELLED,
  fields: { cancelMode, cancelledAt: now, endedAt: now, updatedAt: now },
});

/** The allowed transitions: a state's row lists the events it takes; any other event is refused. */
const TABLE: Record<SubscriptionState, Rules> = {
  unpaid: {
    paid: start,
    cancelled: (_row, event, now) => dropUnpaid(event.closeMode, now),
    paymentFailed: (_row, _event, now) => dropUnpaid(null, now),
  },
  subscribing: {
    paid: extend,
    renewed: extend,
    cancelled: (_row, event, now) =>
      event.copiesFollow
        ? {
            ok: true,
            state: SUBSCRIPTION_STATE.CLOSING,
            fields: { cancelMode: event.closeMode, cancelledAt: now, updatedAt: now },
          }
        : {
            ok: true,
            state: SUBSCRIPTION_STATE.CANCELLED,
            fields: { cancelMode: event.closeMode, cancelledAt: now, endedAt: now, updatedAt: now },
          },
    expired: (_row, _event, now) => ({
      ok: true,
      state: SUBSCRIPTION_STATE.CLOSING,
      fields: { cancelMode: 'expired', updatedAt: now },
    }),
  },
  closing: {
    closingFinished: (row, _event, now) => ({
      ok: true,
      state: row.cancelMode === 'expired' ? SUBSCRIPTION_STATE.HISTORY : SUBSCRIPTION_STATE.CANCELLED,
      fields: { endedAt: now, updatedAt: now },
    }),
  },
  history: { paid: start, renewed: start },
  cancelled: { paid: start, renewed: start },
};

function apply<K extends LifecycleEventType>(row: LifecycleRow, event: EventOf<K>, now: Date): Transition {
  const rule: Rules[K] = TABLE[row.state][event.type];
  return rule ? rule(row, event, now) : { ok: false, from: row.state, event: event.type };
}

/** The subscription after `event`, or a refusal when its state does not take that event. */
export function transition(row: LifecycleRow, event: LifecycleEvent, now: Date): Transition {
  return apply(row, event, now);
}

/** How a new subscription begins: free (copying now, for `validityDays` or until cancelled) or with a fee to pay. */
export type Creation = { fee: 'free'; validityDays: number | null } | { fee: 'paid'; termDays: number };

/**
 * A new subscription's state and dates: a free one copies from now (ending after its validity days, if
 * any); one with a fee waits unpaid, its term's days kept for the payment (no end date until paid).
 */
export function begin(creation: Creation, now: Date) {
  if (creation.fee === 'paid')
    return {
      state: SUBSCRIPTION_STATE.UNPAID,
      fields: { startAt: now, endAt: null, validityDays: creation.termDays },
    };
  return {
    state: SUBSCRIPTION_STATE.SUBSCRIBING,
    fields: {
      startAt: now,
      endAt: creation.validityDays === null ? null : renewalEnd(null, now, creation.validityDays),
      validityDays: creation.validityDays,
    },
  };
}
