/**
 * Whether and how one subscription copies a master's open (a filled position or a placed pending order).
 *
 * Checks, in this order; the first that bites decides (DOMAIN.md's limits keep their relative order):
 *  0. the master side is well-formed (else INVALID_INPUT for everyone);
 *  1. subscription cancelled, copies still following the trader: SUBSCRIPTION_CLOSING;
 *  2. follower account state: ACCOUNT_DISCONNECTED, then ACCOUNT_PAUSED;
 *  3. signal age: seen more than SIGNAL_MAX_AGE_MS before `now`: SIGNAL_TOO_OLD;
 *  4. direction: reverse where the site does not allow it: REVERSE_NOT_ALLOWED;
 *  5. symbols: SYMBOL_UNBOUND, SYMBOL_INVALID;
 *  6. sizing (sizing.ts): INVALID_INPUT, SIZING_UNAVAILABLE, BELOW_MIN_LOT; clamp to the maximum lot;
 *  7. maximum open positions: MAX_POSITIONS;
 *  8. total held lots: reduce to what is left, MAX_TOTAL_LOTS when that is below the minimum lot;
 *  9. the trader's follower-balance minimum: FOLLOWER_BALANCE_BELOW_MIN;
 * 10. free margin (margin.ts): reduce to fit, INSUFFICIENT_MARGIN when the minimum lot does not fit.
 * Invariants of every open decision: lots a multiple of the follower symbol's step within its minimum and
 * maximum; openPositions + 1 <= maxOpenPositions; totalLots + lots <= maxTotalLots; for smart ratio
 * lots <= masterLots x maxRatio.
 *
 * For a fan-out, `prepareOpenSignal` does the master's side once and `decidePreparedOpen` the rest per
 * subscriber; `decideOpenForMany` is both in one call, `decideOpen` the one-subscriber form.
 */
import { Dec, formatPrice, parseDec } from './decimal';
import type { Dec as DecValue } from './decimal';
import { copyTag } from './copy-tag';
import { lessThan, lt, parseExact, toNumber } from './exact';
import type { Exact, Int } from './exact';
import { LOT_ADJUSTMENT, SKIP_REASON, invalidInput, skip } from './decisions';
import type { LotAdjustment, OpenDecision, SkipDecision } from './decisions';
import { isPending, mapStops, mapType } from './direction';
import { floorToStep, lotsText } from './lots';
import type { LotBounds } from './lots';
import { fitMargin } from './margin';
import { boundLots, prepareMasterSizing, sizeLots } from './sizing';
import type { MasterSizing } from './sizing';
import { followerSymbol, masterStandardSymbol } from './symbol-index';
import type { SymbolIndex } from './symbol-index';
import { DIRECTION } from './types';
import type {
  AccountView,
  CopyExposure,
  CopySettings,
  Direction,
  MasterAccountView,
  MasterOrder,
  OrderType,
} from './types';

/** Opens seen longer ago than this are not copied (closes never expire). */
export const SIGNAL_MAX_AGE_MS = 60_000;

/** What every subscriber of one master shares for one open signal. */
export type OpenSignal = {
  /** Epoch ms, the orchestrator's clock when it decides. */
  now: number;
  /** Epoch ms when the master's fill (or pending placement) was seen; the age is `now - signalTime`. */
  signalTime: number;
  master: MasterOrder;
  /** Equity and leverage at the signal, for the smart ratio. */
  masterAccount: MasterAccountView;
  /** The master account's symbol table (`indexSymbols`). */
  masterSymbols: SymbolIndex;
  /** The site's reverseCopyFlag. */
  reverseAllowed: boolean;
  /** The trader's minimum follower balance (decimal string, account currency); null = none. */
  traderFollowerBalanceMin: string | null;
};

/** One subscriber's side of an open signal. */
export type OpenSubscriber = {
  settings: CopySettings;
  follower: AccountView;
  /** The follower account's symbol table (`indexSymbols`), kept by the orchestrator per account. */
  followerSymbols: SymbolIndex;
  exposure: CopyExposure;
  /**
   * The follower's margin for 1.00 lot of its symbol at the current price, in the account's currency;
   * null when unknown, which skips the free-margin check.
   */
  marginPerLot: (followerSymbol: string) => string | null;
};

/** Everything `decideOpen` reads for one subscription. */
export type OpenInput = OpenSignal & OpenSubscriber;

/** The answer for one subscription. */
export type OpenResult = OpenDecision | SkipDecision;

type Side = { type: OrderType; price: string | null; sl: string; tp: string };

/** An open signal with its shared work done; opaque, pass it to `decidePreparedOpen`. */
export type PreparedOpenSignal = {
  readonly signal: OpenSignal;
  /** Set when the master side is malformed: every subscriber gets it. */
  readonly invalid: SkipDecision | null;
  readonly tooOld: SkipDecision | null;
  /** The master symbol's standard symbol, or the skip every subscriber gets. */
  readonly standard: string | SkipDecision;
  readonly sizing: MasterSizing;
  /** The trader's minimum as a decimal, null = none, or the skip for a malformed one. */
  readonly balanceMin: Exact | SkipDecision | null;
  /** Master prices as decimals: sl, tp, and the order price for pending orders. */
  readonly prices: { sl: DecValue; tp: DecValue; price: DecValue | null } | null;
  /** Follower-side order fields per (digits, direction), formatted once. */
  readonly sides: Map<number, Side>;
};

/** Does the master's side of an open signal once, for any number of subscribers. */
export function prepareOpenSignal(signal: OpenSignal): PreparedOpenSignal {
  const { master } = signal;
  const fault = masterFault(master);
  const prices = fault === null ? masterPrices(master) : null;
  const age = signal.now - signal.signalTime;
  const minimum = signal.traderFollowerBalanceMin;
  const parsedMinimum = minimum === null ? null : parseExact(minimum);
  return {
    signal,
    invalid: fault === null ? null : frozen(invalidInput(fault)),
    tooOld:
      age > SIGNAL_MAX_AGE_MS
        ? frozen({ kind: 'skip', reason: SKIP_REASON.SIGNAL_TOO_OLD, detail: { ageMs: age } })
        : null,
    standard: fault === null ? sharedStandard(signal) : '',
    sizing: prepareMasterSizing(master.lots, signal.masterAccount),
    balanceMin: minimum === null ? null : (parsedMinimum ?? frozen(invalidInput('traderFollowerBalanceMin'))),
    prices,
    sides: new Map(),
  };
}

/** The decision for one subscriber of a prepared signal. */
export function decidePreparedOpen(prepared: PreparedOpenSignal, subscriber: OpenSubscriber): OpenResult {
  if (prepared.invalid) return prepared.invalid;
  const { settings, follower, exposure } = subscriber;
  const { master } = prepared.signal;
  if (!Number.isSafeInteger(settings.subscriptionId) || settings.subscriptionId <= 0) {
    return invalidInput('settings.subscriptionId');
  }
  if (settings.cancelled) return skip(SKIP_REASON.SUBSCRIPTION_CLOSING);
  if (!follower.connected) return skip(SKIP_REASON.ACCOUNT_DISCONNECTED);
  if (follower.paused) return skip(SKIP_REASON.ACCOUNT_PAUSED);
  if (prepared.tooOld) return prepared.tooOld;
  if (settings.direction !== DIRECTION.FORWARD && settings.direction !== DIRECTION.REVERSE) {
    return invalidInput('settings.direction');
  }
  if (settings.direction === DIRECTION.REVERSE && !prepared.signal.reverseAllowed) {
    return skip(SKIP_REASON.REVERSE_NOT_ALLOWED);
  }

  if (typeof prepared.standard !== 'string') return prepared.standard;
  const mapped = followerSymbol(subscriber.followerSymbols, prepared.standard, master.symbol);
  if ('kind' in mapped) return mapped;
  const { row: symbol, bounds } = mapped;

  const raw = sizeLots(settings, follower, prepared.sizing);
  if (typeof raw === 'object') return raw;
  const bounded = boundLots(raw, bounds);
  if (typeof bounded === 'object') return bounded;
  let lots = bounded;
  let adjustments: readonly LotAdjustment[] = NO_ADJUSTMENTS;
  if (lt(bounds.max, raw))
    adjustments = [{ reason: LOT_ADJUSTMENT.MAX_LOT, from: clampedFrom(raw, bounds), to: lots }];

  const maxPositions = settings.maxOpenPositions;
  if (maxPositions !== null && exposure.openPositions >= maxPositions) {
    return skip(SKIP_REASON.MAX_POSITIONS, {
      openPositions: exposure.openPositions,
      maxOpenPositions: maxPositions,
    });
  }

  const maxTotal = settings.maxTotalLots;
  if (maxTotal !== null && exposure.totalLots + lots > maxTotal) {
    const left = maxTotal - exposure.totalLots;
    const fits = left > 0 ? floorToStep(left, bounds.step) : 0;
    if (fits < bounds.min) {
      return skip(SKIP_REASON.MAX_TOTAL_LOTS, {
        totalLots: lotsText(exposure.totalLots),
        maxTotalLots: lotsText(maxTotal),
        minLot: lotsText(bounds.min),
      });
    }
    adjustments = [...adjustments, { reason: LOT_ADJUSTMENT.MAX_TOTAL_LOTS, from: lots, to: fits }];
    lots = fits;
  }

  const minimum = prepared.balanceMin;
  if (minimum !== null) {
    if ('kind' in minimum) return minimum;
    const balance = parseExact(follower.balance);
    if (!balance) return invalidInput('follower.balance');
    if (lessThan(balance, minimum)) {
      return skip(SKIP_REASON.FOLLOWER_BALANCE_BELOW_MIN, {
        balance: follower.balance,
        minimum: prepared.signal.traderFollowerBalanceMin ?? '',
      });
    }
  }

  const perLot = subscriber.marginPerLot(symbol.symbol);
  if (perLot !== null) {
    const fits = fitMargin(lots, follower, perLot, bounds);
    if (typeof fits === 'object') return fits;
    if (fits < lots)
      adjustments = [...adjustments, { reason: LOT_ADJUSTMENT.FREE_MARGIN, from: lots, to: fits }];
    lots = fits;
  }

  const side = followerSide(prepared, symbol.digits, settings.direction);
  return {
    kind: 'open',
    subscriptionId: settings.subscriptionId,
    masterTicket: master.ticket,
    symbol: symbol.symbol,
    type: side.type,
    lots,
    price: side.price,
    sl: side.sl,
    tp: side.tp,
    comment: copyTag(settings.subscriptionId, master.ticket),
    adjustments,
  };
}

/** The decision for one subscription. */
export function decideOpen(input: OpenInput): OpenResult {
  return decidePreparedOpen(prepareOpenSignal(input), input);
}

/**
 * The decisions for all subscribers of one master's open, in their order. The master's side is prepared
 * once; skips shared by everyone (a malformed or too old signal, an unbound master symbol) are one frozen
 * object: store them, never mutate them. For very large fan-outs the orchestrator may instead call
 * `prepareOpenSignal` once and `decidePreparedOpen` in chunks between other work.
 */
export function decideOpenForMany(signal: OpenSignal, subscribers: readonly OpenSubscriber[]): OpenResult[] {
  const prepared = prepareOpenSignal(signal);
  return subscribers.map((subscriber) => decidePreparedOpen(prepared, subscriber));
}

function sharedStandard(signal: OpenSignal): string | SkipDecision {
  const standard = masterStandardSymbol(signal.masterSymbols, signal.master.symbol);
  return typeof standard === 'string' ? standard : frozen(standard);
}

/** The first malformed field of the master's order, or null. */
function masterFault(master: MasterOrder): string | null {
  if (!Number.isSafeInteger(master.ticket) || master.ticket <= 0) return 'master.ticket';
  if (!Number.isInteger(master.type) || master.type < 0 || master.type > 5) return 'master.type';
  if (!Number.isSafeInteger(master.lots) || master.lots <= 0) return 'master.lots';
  if (!isPrice(master.sl, true)) return 'master.sl';
  if (!isPrice(master.tp, true)) return 'master.tp';
  if (isPending(master.type) && !isPrice(master.openPrice, false)) return 'master.openPrice';
  return null;
}

function isPrice(text: string, zeroAllowed: boolean): boolean {
  const value = parseDec(text);
  return value !== null && !value.isNegative() && (zeroAllowed || !value.isZero());
}

/** The master's prices as decimals (after `masterFault` passed). */
function masterPrices(master: MasterOrder): NonNullable<PreparedOpenSignal['prices']> {
  return {
    sl: new Dec(master.sl),
    tp: new Dec(master.tp),
    price: isPending(master.type) ? new Dec(master.openPrice) : null,
  };
}

/** The follower's type, price and stops for a symbol's digits and a direction, formatted once per pair. */
function followerSide(prepared: PreparedOpenSignal, digits: number, direction: Direction): Side {
  const key = digits * 2 + direction;
  const cached = prepared.sides.get(key);
  if (cached) return cached;
  // Checked non-null by `invalid` before any subscriber gets here.
  const prices = prepared.prices ?? { sl: new Dec(0), tp: new Dec(0), price: null };
  const stops = { sl: formatPrice(prices.sl, digits), tp: formatPrice(prices.tp, digits) };
  const side: Side = {
    type: mapType(prepared.signal.master.type, direction),
    price: prices.price ? formatPrice(prices.price, digits) : null,
    ...mapStops(stops, direction),
  };
  prepared.sides.set(key, side);
  return side;
}

/** The sized lots rounded to the step, as the `from` of a MAX_LOT clamp. */
function clampedFrom(sized: Int, bounds: LotBounds): number {
  const whole = toNumber(sized);
  return Number.isSafeInteger(whole) ? floorToStep(whole, bounds.step) : whole;
}

/** The adjustments of a copy that got what sizing gave it; shared, so never mutated. */
const NO_ADJUSTMENTS: readonly LotAdjustment[] = Object.freeze([]);

function frozen(decision: SkipDecision): SkipDecision {
  return Object.freeze(decision);
}
