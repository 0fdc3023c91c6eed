/**
 * The copy preview (issue 13): what copying a trader would have done, replayed from his recorded history
 * through the copy rules themselves (`prepareOpenSignal` / `decidePreparedOpen`, `decideClose`,
 * `decidePartialClose`), with the follower's equity, leverage and symbol table and the settings he chose.
 *
 * The replay walks the window's events in time order: the master's opens, his closes and partial closes
 * (MT4 leaves the rest of a partial close on a new ticket whose comment is `from #<old>`; that chain is one
 * trade), his balance operations, and the results of positions he opened before the window. Each open is
 * decided against the simulated follower as it is at that moment (its balance, its open copies and the
 * margin they hold), as the orchestrator decides a live signal; a skip keeps the engine's reason code.
 *
 * Approximations, stated where the numbers are shown:
 * - A copy's result is the master's result scaled by follower lots / master lots: same contract, same
 *   prices (no slippage, no spread difference), swap and commission scaled too. In reverse the trading
 *   profit changes sign while swap and commission stay costs.
 * - Equity is balance: the floating profit of open positions at a past moment is not recorded, so the
 *   master's equity at an open (smart ratio) is his balance then, and the follower's equity is his
 *   simulated balance. The master's balance at the window's start is derived backwards from his balance
 *   now and every recorded change since.
 * - Margin per lot is estimated as contract size x price / leverage, converted only where the symbol's
 *   currencies make it exact (quote currency = account currency: x price; base currency = account
 *   currency: no price); otherwise it is unknown and, as in live copying, the free-margin check is left out.
 * - Positions still open at the end keep their copies (they count against the limits) but add no result.
 * - The follower starts flat: no positions, balance = equity = the starting amount, no deposits.
 *
 * Money is integer cents (stats/money.ts), lots integer hundredths, the trader's time-weighted growth one
 * exact BigInt fraction, percentages rounded once at the end. Nothing here is a binary fraction.
 */
import { addCents, formatHundredths, parseCents, roundDiv } from '../stats/money';
import { decideClose, decidePartialClose } from './decide-close';
import { decidePreparedOpen, prepareOpenSignal } from './decide-open';
import type { OpenSubscriber } from './decide-open';
import type { LotAdjustmentReason, SkipDetail, SkipReason } from './decisions';
import { floorDiv, mul, parseExact, pow10, toNumber } from './exact';
import type { Int } from './exact';
import { indexSymbols } from './symbol-index';
import type { CopyLink, CopySettings, OrderType, SymbolView } from './types';
import { DIRECTION } from './types';

/** One recorded market position of the master (a buy or a sell), as mt_orders holds it. */
export type PreviewPosition = {
  ticket: number;
  type: 0 | 1;
  /** The master server's symbol name. */
  symbol: string;
  /** Integer hundredths, > 0. */
  lots: number;
  openTime: number;
  openPrice: string;
  /** Epoch ms; null while the position is open. */
  closeTime: number | null;
  /** Money with at most 2 decimals, the account's currency. */
  profit: string;
  swap: string;
  commission: string;
  /** The ticket this one is the rest of after a partial close (comment `from #<ticket>`), or null. */
  fromTicket: number | null;
};

/**
 * A change of the master's balance that is not a replayed position: a balance or credit operation
 * (`operation`: neutral to his growth), or the net result of a position opened before the window and
 * closed in it (`trade`: part of his growth, not copied since it opened before the follower started).
 */
export type PreviewMasterEvent = { time: number; amount: string; kind: 'operation' | 'trade' };

/** A follower symbol row with the contract size the margin estimate reads. */
export type PreviewSymbol = SymbolView & {
  /** Units per 1.00 lot (100000 for EURUSD, 100 for XAUUSD), a decimal string. */
  contractSize: string;
};

/** The follow settings exactly as the subscribe dialog sends them (see CopySettings). */
export type PreviewSettings = Pick<
  CopySettings,
  'copyType' | 'copyValue' | 'direction' | 'maxOpenPositions' | 'maxTotalLots' | 'maxRatio' | 'partialClose'
>;

/** Everything the replay reads. */
export type PreviewInput = {
  /** The window, epoch ms: the follower starts copying at `from`; `to` is now. */
  from: number;
  to: number;
  /** The master's positions opened in the window (any order; sorted here). */
  positions: readonly PreviewPosition[];
  masterEvents: readonly PreviewMasterEvent[];
  /** The master's balance plus credit now (at `to`); his balance at `from` is derived from it. */
  masterBalanceNow: string;
  masterLeverage: number;
  /** The master account's symbol table. */
  masterSymbols: readonly SymbolView[];
  follower: {
    /** The starting amount: equity of the follow account, or what a visitor typed. */
    equity: string;
    leverage: number;
    /** The account currency ('USD'), for the margin estimate. */
    currency: string;
    /** The follow account's symbol table (a visitor: the master's own). */
    symbols: readonly PreviewSymbol[];
  };
  settings: PreviewSettings;
  /** The site's reverseCopyFlag. */
  reverseAllowed: boolean;
  /** The trader's minimum follower balance (decimal string); null = none. */
  traderFollowerBalanceMin: string | null;
};

/** What the follower's copy of one master trade did. */
export type PreviewCopy = {
  kind: 'copied';
  /** The follower's lots at the open, hundredths. */
  lots: number;
  /** The follower's symbol and order type (the type is the other side in reverse). */
  symbol: string;
  type: OrderType;
  /** The copy's realized result so far (money); '0.00' while nothing of it has closed. */
  profit: string;
  /** Reductions after sizing (maximum lot, total lots, free margin), in order. */
  adjustments: LotAdjustmentReason[];
};

/** A master trade that would not have been copied, with the engine's reason. */
export type PreviewSkip = { kind: 'skipped'; reason: SkipReason; detail?: SkipDetail };

/** One master trade (a partial-close chain is one trade) and what the follower would have had. */
export type PreviewTrade = {
  /** The trade's first ticket. */
  ticket: number;
  symbol: string;
  type: 0 | 1;
  /** The master's lots at the open (all parts of a chain), hundredths. */
  masterLots: number;
  openTime: number;
  /** When the last part closed; null while a part is open. */
  closeTime: number | null;
  /** The master's realized net result (profit + swap + commission) so far. */
  masterProfit: string;
  outcome: PreviewCopy | PreviewSkip;
};

/** One point of the curves: after a close of the master (copied or not), plus the window's ends. */
export type PreviewCurvePoint = {
  time: number;
  /** The trader's time-weighted growth from the start, percent with 2 decimals; null when undefined. */
  trader: string | null;
  /** The follower's growth from the start, percent with 2 decimals; null without a starting amount. */
  follower: string | null;
  /** The follower's simulated balance (money). */
  equity: string;
};

/** A maximum drawdown: the largest fall from a running peak, in money and (separately) in percent. */
export type PreviewDrawdown = { money: string; percent: string };

/** How many trades a reason covers. */
export type ReasonCount<R extends string> = { reason: R; count: number };

/** The replay's answer. */
export type PreviewResult = {
  from: number;
  to: number;
  startEquity: string;
  endEquity: string;
  /** Every master trade of the window in the order it opened. */
  trades: PreviewTrade[];
  counts: { trades: number; copied: number; skipped: number; openCopies: number };
  /** Skipped trades by reason, most frequent first. */
  skipReasons: ReasonCount<SkipReason>[];
  /** Copied trades whose lots were reduced, by reason, most frequent first. */
  adjustments: ReasonCount<LotAdjustmentReason>[];
  curve: PreviewCurvePoint[];
  /** The follower's result: money and percent of the starting amount (null without one). */
  result: { money: string; percent: string | null };
  /** The trader's time-weighted growth over the same window, percent (null when undefined). */
  traderResult: { percent: string | null };
  drawdown: PreviewDrawdown;
  /** The trader's maximum drawdown of his growth index, percent. */
  traderDrawdown: { percent: string };
};

/** The subscription id the replay decides under (the rules want one; it appears nowhere). */
const PREVIEW_SUBSCRIPTION = 1;

/**
 * Events at one instant go in this order: closes free room before a new open takes it; a position closed
 * in the millisecond it opened closes after its own open.
 */
const RANK = { CLOSE: 0, MASTER_EVENT: 1, OPEN: 2, CLOSE_AT_OPEN: 3 } as const;

/** Quote currencies of the non-currency symbols whose price is quoted in one currency. */
const QUOTE_CURRENCY: Readonly<Record<string, string>> = {
  US30: 'USD',
  US500: 'USD',
  NAS100: 'USD',
  USOIL: 'USD',
  UKOIL: 'USD',
  NATGAS: 'USD',
  GER40: 'EUR',
  UK100: 'GBP',
  JPN225: 'JPY',
  HK50: 'HKD',
};

/**
 * The margin of 1.00 lot in the account's currency, estimated from the symbol's contract size, a price and
 * the leverage as the broker computes it (`contractSize x price / leverage` in the quote currency), or null
 * when the conversion to the account currency is not known from the symbol alone. Rounded up to cents.
 * Worked: EURUSD 100,000 at 1.10000, 1:100, USD account: 1,100.00; USDJPY 100,000, 1:100: 1,000.00;
 * XAUUSD 100 at 2,000.00, 1:100: 2,000.00; EURJPY in a USD account: null.
 */
export function estimateMarginPerLot(
  standardSymbol: string,
  contractSize: string,
  price: string,
  leverage: number,
  currency: string,
): string | null {
  if (!Number.isSafeInteger(leverage) || leverage <= 0) return null;
  const size = parseExact(contractSize);
  const priced = parseExact(price);
  if (!size || !priced) return null;
  const upper = standardSymbol.toUpperCase();
  const fx = /^[A-Z]{6}$/.test(upper) ? { base: upper.slice(0, 3), quote: upper.slice(3) } : null;
  const quote = fx?.quote ?? QUOTE_CURRENCY[upper];
  // Cents = ceil(100 x size [x price] / leverage), all in integer units of the decimals' scales.
  if (quote === currency) {
    const units = mul(mul(size.units, priced.units), 100);
    return centsUp(units, mul(pow10(size.scale + priced.scale), leverage));
  }
  if (fx?.base === currency) return centsUp(mul(size.units, 100), mul(pow10(size.scale), leverage));
  return null;
}

/** ceil(units / divisor) cents as money text (divisor > 0). */
function centsUp(units: Int, divisor: Int): string {
  const down = floorDiv(units, divisor);
  const exact = BigInt(mul(down, divisor)) === BigInt(units);
  const cents = toNumber(down) + (exact ? 0 : 1);
  return formatHundredths(cents);
}

/** round(cents x num / den), half away from zero, exact (BigInt when the product leaves 2^53). */
function scaleCents(cents: number, num: number, den: number): number {
  const product = cents * num;
  if (Number.isSafeInteger(product)) return roundDiv(product, den);
  const p = BigInt(cents) * BigInt(num);
  const d = BigInt(den);
  const rest = p % d;
  let quotient = p / d;
  if (2n * (rest < 0n ? -rest : rest) >= d) quotient += p < 0n ? -1n : 1n;
  const out = Number(quotient);
  if (!Number.isSafeInteger(out)) throw new RangeError('preview: amount beyond exact integer range');
  return out;
}

/** Hundredths of a percent of `part / whole` (whole > 0), exact, as '12.34'. */
function percentOf(part: number, whole: number): string {
  return formatHundredths(scaleCents(part, 10_000, whole));
}

/** round(n / d) half away from zero, d > 0, as a safe integer. */
function roundRatio(n: bigint, d: bigint): number {
  const rest = n % d;
  let quotient = n / d;
  if (2n * (rest < 0n ? -rest : rest) >= d) quotient += n < 0n ? -1n : 1n;
  return Number(quotient);
}

/**
 * The trader's time-weighted growth (DOMAIN.md, Account statistics), exact. Between two balance operations
 * the growth factors of his trades telescope to (balance now / balance after the last operation), so the
 * index is a product of such ratios, one BigInt fraction. A stretch that starts without a positive balance
 * has no base and counts as no growth; a balance that is gone (zero or less) ends the index at -100 %.
 */
function growthIndex(startCents: number) {
  let balance = startCents;
  let stretchStart = startCents;
  let num = 1n;
  let den = 1n;
  let peak: [bigint, bigint] = [1n, 1n];
  let worstFall = 0;
  const current = (): [bigint, bigint] =>
    stretchStart > 0 ? [num * BigInt(balance), den * BigInt(stretchStart)] : [num, den];
  return {
    get balance() {
      return balance;
    },
    /** A closed trade's net result. */
    trade(cents: number) {
      balance = addCents(balance, cents);
      const [n, d] = current();
      const [pn, pd] = peak;
      if (n * pd > pn * d) peak = [n, d];
      else if (pn > 0n) worstFall = Math.max(worstFall, roundRatio(10_000n * (pn * d - n * pd), pn * d));
    },
    /** A deposit, withdrawal or credit: a new stretch starts. */
    operation(cents: number) {
      if (stretchStart > 0) {
        num *= BigInt(Math.max(balance, 0));
        den *= BigInt(stretchStart);
      }
      balance = addCents(balance, cents);
      stretchStart = balance;
    },
    /** Growth since the start in hundredths of a percent. */
    percent(): number {
      const [n, d] = current();
      return roundRatio(10_000n * (n - d), d);
    },
    /** The largest fall of the index from its running peak, hundredths of a percent. */
    worstFall: () => worstFall,
  };
}

type Part = PreviewPosition & {
  /** The master's lots of the chain still open before this part closes: this part and every later one. */
  lotsBefore: number;
  /** The next part of the chain, if any. */
  next: Part | null;
};

type Trade = { origin: Part; row: PreviewTrade; masterCents: number };

type Link = {
  trade: Trade;
  lots: number;
  symbol: PreviewSymbol;
  direction: typeof DIRECTION.FORWARD | typeof DIRECTION.REVERSE;
  marginCents: number;
  profitCents: number;
};

type Event = { time: number; rank: number; ticket: number } & (
  | { kind: 'close'; trade: Trade; part: Part }
  | { kind: 'master'; event: PreviewMasterEvent; cents: number }
  | { kind: 'open'; trade: Trade }
);

/** Splits the positions into trades: a partial-close chain (`from #`) becomes one trade of its first ticket. */
function tradesOf(positions: readonly PreviewPosition[]): Trade[] {
  const byTicket = new Map<number, Part>();
  for (const position of positions) {
    if (!Number.isSafeInteger(position.ticket) || position.ticket <= 0)
      throw new RangeError('preview: a position has no valid ticket');
    if (!Number.isSafeInteger(position.lots) || position.lots <= 0)
      throw new RangeError(`preview: position ${position.ticket} has no valid lots`);
    byTicket.set(position.ticket, { ...position, lotsBefore: position.lots, next: null });
  }
  const origins: Part[] = [];
  for (const part of byTicket.values()) {
    const previous = part.fromTicket === null ? undefined : byTicket.get(part.fromTicket);
    if (previous && previous !== part && previous.next === null) previous.next = part;
    else origins.push(part);
  }
  origins.sort((a, b) => a.openTime - b.openTime || a.ticket - b.ticket);
  return origins.map((origin) => {
    const chain: Part[] = [];
    for (let part: Part | null = origin; part && chain.length <= byTicket.size; part = part.next)
      chain.push(part);
    let remaining = 0;
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      remaining += chain[i]!.lots;
      chain[i]!.lotsBefore = remaining;
    }
    const open = chain.some((part) => part.closeTime === null);
    const last = chain[chain.length - 1]!;
    return {
      origin,
      masterCents: 0,
      row: {
        ticket: origin.ticket,
        symbol: origin.symbol,
        type: origin.type,
        masterLots: origin.lotsBefore,
        openTime: origin.openTime,
        closeTime: open ? null : last.closeTime,
        masterProfit: '0.00',
        // Replaced when the open is decided.
        outcome: { kind: 'skipped', reason: 'INVALID_INPUT' },
      },
    };
  });
}

function eventsOf(trades: readonly Trade[], masterEvents: readonly PreviewMasterEvent[]): Event[] {
  const events: Event[] = [];
  for (const trade of trades) {
    const opened = trade.origin.openTime;
    events.push({ kind: 'open', time: opened, rank: RANK.OPEN, ticket: trade.origin.ticket, trade });
    for (let part: Part | null = trade.origin; part; part = part.next) {
      if (part.closeTime === null) continue;
      const rank = part.closeTime <= opened ? RANK.CLOSE_AT_OPEN : RANK.CLOSE;
      events.push({
        kind: 'close',
        time: Math.max(part.closeTime, opened),
        rank,
        ticket: part.ticket,
        trade,
        part,
      });
    }
  }
  masterEvents.forEach((event, i) =>
    events.push({
      kind: 'master',
      time: event.time,
      rank: RANK.MASTER_EVENT,
      ticket: i,
      event,
      cents: parseCents(event.amount, 'masterEvents.amount'),
    }),
  );
  return events.sort((a, b) => a.time - b.time || a.rank - b.rank || a.ticket - b.ticket);
}

function netCents(part: PreviewPosition, reverse: boolean): number {
  const profit = parseCents(part.profit, 'position.profit');
  const costs = addCents(
    parseCents(part.swap, 'position.swap'),
    parseCents(part.commission, 'position.commission'),
  );
  return addCents(reverse ? -profit : profit, costs);
}

function counted<R extends string>(counts: Map<R, number>): ReasonCount<R>[] {
  return [...counts.entries()]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
}

/** Replays the window (see the module note). Throws RangeError on a malformed amount or position. */
export function replayCopy(input: PreviewInput): PreviewResult {
  const startCents = parseCents(input.follower.equity, 'follower.equity');
  const trades = tradesOf(input.positions);
  const events = eventsOf(trades, input.masterEvents);

  // The master's balance at `from`: now, minus every recorded change since.
  let masterCents = parseCents(input.masterBalanceNow, 'masterBalanceNow');
  for (const event of events) {
    if (event.kind === 'close') masterCents -= netCents(event.part, false);
    else if (event.kind === 'master') masterCents -= event.cents;
  }

  const masterSymbols = indexSymbols(input.masterSymbols);
  const followerSymbols = indexSymbols(input.follower.symbols);
  const followerRows = new Map(input.follower.symbols.map((row) => [row.symbol, row]));
  const settings: CopySettings = {
    ...input.settings,
    subscriptionId: PREVIEW_SUBSCRIPTION,
    closeMode: 'followTrader',
    cancelled: false,
  };

  let balance = startCents;
  let usedMargin = 0;
  const links = new Map<Trade, Link>();
  let exposureLots = 0;
  const skipReasons = new Map<SkipReason, number>();
  const adjustments = new Map<LotAdjustmentReason, number>();

  let peak = startCents;
  let drawdownCents = 0;
  let drawdownHundredths = 0;
  // Without a positive balance at the start the trader's growth has no base.
  const traderKnown = masterCents > 0;
  const growth = growthIndex(masterCents);
  const traderPercent = () => (traderKnown ? formatHundredths(growth.percent()) : null);
  const followerPercent = () => (startCents > 0 ? percentOf(balance - startCents, startCents) : null);
  const point = (time: number): PreviewCurvePoint => ({
    time,
    trader: traderPercent(),
    follower: followerPercent(),
    equity: formatHundredths(balance),
  });
  const curve: PreviewCurvePoint[] = [point(input.from)];

  /** The follower's balance after a copy's result; the drawdown follows it. */
  const followerResult = (cents: number) => {
    balance = addCents(balance, cents);
    if (balance > peak) peak = balance;
    const fall = peak - balance;
    if (fall > drawdownCents) drawdownCents = fall;
    if (peak > 0 && fall > 0)
      drawdownHundredths = Math.max(drawdownHundredths, scaleCents(fall, 10_000, peak));
  };

  for (const event of events) {
    if (event.kind === 'master') {
      if (event.event.kind === 'trade') {
        growth.trade(event.cents);
        curve.push(point(event.time));
      } else growth.operation(event.cents);
      continue;
    }

    if (event.kind === 'open') {
      const { trade } = event;
      const origin = trade.origin;
      const prepared = prepareOpenSignal({
        now: origin.openTime,
        signalTime: origin.openTime,
        master: {
          ticket: origin.ticket,
          type: origin.type,
          symbol: origin.symbol,
          lots: origin.lotsBefore,
          openPrice: origin.openPrice,
          sl: '0',
          tp: '0',
          openTime: origin.openTime,
        },
        masterAccount: { equity: formatHundredths(growth.balance), leverage: input.masterLeverage },
        masterSymbols,
        reverseAllowed: input.reverseAllowed,
        traderFollowerBalanceMin: input.traderFollowerBalanceMin,
      });
      const money = formatHundredths(balance);
      const subscriber: OpenSubscriber = {
        settings,
        follower: {
          balance: money,
          equity: money,
          freeMargin: formatHundredths(balance - usedMargin),
          leverage: input.follower.leverage,
          connected: true,
          paused: false,
        },
        followerSymbols,
        exposure: { openPositions: links.size, totalLots: exposureLots },
        marginPerLot: (name) => {
          const row = followerRows.get(name);
          return row
            ? estimateMarginPerLot(
                row.standardSymbol,
                row.contractSize,
                origin.openPrice,
                input.follower.leverage,
                input.follower.currency,
              )
            : null;
        },
      };
      const decision = decidePreparedOpen(prepared, subscriber);
      if (decision.kind === 'skip') {
        trade.row.outcome = {
          kind: 'skipped',
          reason: decision.reason,
          ...(decision.detail ? { detail: decision.detail } : {}),
        };
        skipReasons.set(decision.reason, (skipReasons.get(decision.reason) ?? 0) + 1);
        continue;
      }
      const symbol = followerRows.get(decision.symbol)!;
      const perLot = subscriber.marginPerLot(decision.symbol);
      const marginCents =
        perLot === null ? 0 : scaleCents(parseCents(perLot, 'marginPerLot'), decision.lots, 100);
      links.set(trade, {
        trade,
        lots: decision.lots,
        symbol,
        direction: settings.direction === DIRECTION.REVERSE ? DIRECTION.REVERSE : DIRECTION.FORWARD,
        marginCents,
        profitCents: 0,
      });
      exposureLots += decision.lots;
      usedMargin += marginCents;
      trade.row.outcome = {
        kind: 'copied',
        lots: decision.lots,
        symbol: decision.symbol,
        type: decision.type,
        profit: '0.00',
        adjustments: decision.adjustments.map((a) => a.reason),
      };
      for (const adjustment of decision.adjustments)
        adjustments.set(adjustment.reason, (adjustments.get(adjustment.reason) ?? 0) + 1);
      continue;
    }

    // A close (in full, or a part of a chain) of the master.
    const { trade, part } = event;
    const masterNet = netCents(part, false);
    trade.masterCents = addCents(trade.masterCents, masterNet);
    trade.row.masterProfit = formatHundredths(trade.masterCents);
    growth.trade(masterNet);
    const link = links.get(trade);
    if (link) {
      const engineLink: CopyLink = {
        subscriptionId: PREVIEW_SUBSCRIPTION,
        masterTicket: part.ticket,
        direction: link.direction,
        follower: {
          ticket: trade.origin.ticket,
          type: trade.row.outcome.kind === 'copied' ? trade.row.outcome.type : trade.origin.type,
          symbol: link.symbol.symbol,
          lots: link.lots,
          openPrice: trade.origin.openPrice,
          sl: '0',
          tp: '0',
        },
      };
      const decision =
        part.next === null
          ? decideClose(engineLink)
          : decidePartialClose({
              link: engineLink,
              masterLotsBefore: part.lotsBefore,
              masterClosedLots: part.lots,
              rounding: settings.partialClose,
              followerSymbol: link.symbol,
            });
      if (decision.kind === 'close') {
        const result = scaleCents(
          netCents(part, link.direction === DIRECTION.REVERSE),
          decision.lots,
          part.lots,
        );
        const released = decision.full
          ? link.marginCents
          : scaleCents(link.marginCents, decision.lots, link.lots);
        link.profitCents = addCents(link.profitCents, result);
        if (trade.row.outcome.kind === 'copied')
          trade.row.outcome.profit = formatHundredths(link.profitCents);
        usedMargin -= released;
        link.marginCents -= released;
        exposureLots -= decision.lots;
        link.lots -= decision.lots;
        if (decision.full || link.lots <= 0) links.delete(trade);
        followerResult(result);
      }
    }
    curve.push(point(event.time));
  }
  curve.push(point(input.to));

  const copied = trades.filter((trade) => trade.row.outcome.kind === 'copied').length;
  return {
    from: input.from,
    to: input.to,
    startEquity: formatHundredths(startCents),
    endEquity: formatHundredths(balance),
    trades: trades.map((trade) => trade.row),
    counts: { trades: trades.length, copied, skipped: trades.length - copied, openCopies: links.size },
    skipReasons: counted(skipReasons),
    adjustments: counted(adjustments),
    curve,
    result: { money: formatHundredths(balance - startCents), percent: followerPercent() },
    traderResult: { percent: traderPercent() },
    drawdown: { money: formatHundredths(drawdownCents), percent: formatHundredths(drawdownHundredths) },
    traderDrawdown: { percent: formatHundredths(traderKnown ? growth.worstFall() : 0) },
  };
}
