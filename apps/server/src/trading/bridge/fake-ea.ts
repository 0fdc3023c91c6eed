import { randomBytes } from 'node:crypto';
import { Dec, type SimOrder, type SimWorld, type TradeResult as SimTradeResult } from '@copytrade/mt4-sim';
import {
  BRIDGE_EXCHANGE_PATH,
  BRIDGE_LIMITS,
  BRIDGE_VERSION,
  bridgeExchangeResponseSchema,
  type BridgeCommand,
  type BridgeEventKind,
  type BridgeExchangeRequest,
  type BridgeOrder,
  type BridgeSymbol,
  type BridgeUpMessage,
} from '@copytrade/contracts/bridge';
import { formatLots, parseLots } from '@copytrade/units/lots';
import { formatMoney, roundMoney } from '@copytrade/units/money';
import { isPendingType } from '@copytrade/units/mt4';
import { priceToPoints } from '@copytrade/units/price';

/**
 * A fake MT4 terminal running the bridge EA, backed by a simulator account: it speaks the protocol's JSON
 * over HTTP exactly as the MQL4 EA does (docs/ea-bridge-protocol.md), so the whole path runs on loopback in
 * tests and in the demo. Like the EA it finds order events by comparing the order pool between timer
 * ticks, keeps the answered and started request ids as the EA keeps them in files (they survive
 * `restart()`), and loses whatever was only in memory when the terminal restarts.
 */

/** The simulator account the terminal is logged in to. */
export type FakeEaAccount = {
  world: SimWorld;
  server: string;
  login: number;
  /** AccountCompany(). */
  company?: string;
  /**
   * How a trade request's answer arrives: a live world (the simulator gateway's timer) answers by itself;
   * a test with a manual world moves it here.
   */
  settle?: (pending: Promise<SimTradeResult>) => Promise<SimTradeResult>;
};

export type FakeEaOptions = {
  baseUrl: string;
  key: string;
  account: FakeEaAccount;
  /** Broker server time = UTC + this (MQL4's times are server times). */
  offsetMs?: number;
  /** Days of history in the snapshot sent after hello. */
  historyDays?: number;
  /** Faults a test injects. */
  faults?: {
    /** The terminal dies right after executing this command, before it records or answers it. */
    crashAfter?: (command: BridgeCommand) => boolean;
    /** The EA gets stuck in this command (no answer, nothing after it runs) until `release()`. */
    hold?: (command: BridgeCommand) => boolean;
  };
  /** Errors of the polling loop (`start`). */
  onError?: (err: unknown) => void;
};

export type FakeEaTick = { status: number; body: unknown };

export type FakeEa = {
  /** One OnTimer: find order events, exchange with the server, execute the commands received. */
  tick(): Promise<FakeEaTick>;
  /** Ticks every `pollMs` (as the server says) until `stop()`. */
  start(): void;
  stop(): Promise<void>;
  /** A terminal restart: a new boot, unacknowledged messages and held commands lost, the files kept. */
  restart(): void;
  /** Finishes the commands the `hold` fault stuck in. */
  release(): Promise<void>;
  status(): { boot: string; outbox: number; ack: number; crashed: boolean; lastStatus: number | null };
};

type PollLoop = { timer: NodeJS.Timeout | null; running: Promise<unknown> | null; stopped: boolean };

/** The EA's files keep this many request ids. */
const FILE_KEPT = 1000;
/** An exchange carries at most about this many bytes of messages (the server takes 256 KB). */
const EXCHANGE_BYTES = 200 * 1024;
/** History rows in a snapshot (the newest), so a snapshot fits one exchange. */
const SNAPSHOT_HISTORY_ROWS = 500;

/** Omit over each member of a union. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An up-message before it gets its seq. */
type Body = OmitEach<BridgeUpMessage, 'seq'>;
/** A result as the EA's file keeps it (without seq and requestId). */
type ResultBody = OmitEach<Extract<BridgeUpMessage, { type: 'result' }>, 'seq' | 'requestId' | 'type'>;

/** What MQL4's DoubleToString(x, 2) gives for an amount. */
const money2 = (text: string) => formatMoney(roundMoney(text));

function keepLast<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > FILE_KEPT) map.delete(map.keys().next().value!);
}

export function createFakeEa(options: FakeEaOptions): FakeEa {
  const { account, key } = options;
  const { world, server, login } = account;
  const offsetMs = options.offsetMs ?? 0;
  const historyDays = options.historyDays ?? 3;
  const settle = account.settle ?? ((pending) => pending);
  const url = new URL(BRIDGE_EXCHANGE_PATH, options.baseUrl).toString();

  // The EA's files: what survives a restart.
  const answered = new Map<string, ResultBody>();
  const started = new Map<string, BridgeCommand>();

  // Memory of one run (boot).
  let boot = '';
  let seq = 0;
  let outbox: BridgeUpMessage[] = [];
  /** Highest command seq of this boot run; highest up seq the site acknowledged. */
  let commandAck = 0;
  let upAck = 0;
  let initialized = false;
  let crashed = false;
  let held: BridgeCommand[] = [];
  let pool = new Map<number, SimOrder>();
  const seenHistory = new Set<number>();
  let scanFrom = 0;
  let lastFigures = '';
  let lastFiguresAt = -Infinity;
  let lastStatus: number | null = null;
  let pollMs = 250;
  let loop: PollLoop | null = null;

  /** MQL4 datetime: server-time seconds. */
  const serverSeconds = (ms: number) => Math.floor((ms + offsetMs) / 1000);

  function wireOrder(o: SimOrder): BridgeOrder {
    return {
      ticket: o.ticket,
      type: o.type,
      symbol: o.symbol,
      lots: formatLots(o.lots),
      openTime: serverSeconds(o.openTime),
      openPrice: o.openPrice,
      sl: o.sl,
      tp: o.tp,
      closeTime: o.closeTime > 0 ? serverSeconds(o.closeTime) : 0,
      closePrice: o.closePrice,
      commission: money2(o.commission),
      swap: money2(o.swap),
      profit: money2(o.profit),
      comment: o.comment,
      magic: o.magic,
    };
  }

  function queue(body: Body) {
    seq += 1;
    outbox.push({ ...body, seq });
  }

  function figures(): Body | null {
    const info = world.accountInfo(server, login);
    if (!info) return null;
    return {
      type: 'figures',
      balance: money2(info.balance),
      credit: money2(info.credit),
      equity: money2(info.equity),
      margin: money2(info.margin),
      freeMargin: money2(info.freeMargin),
      marginLevel: money2(info.marginLevel),
      profit: money2(info.profit),
    };
  }

  function symbols(): Body {
    const currency = world.accountInfo(server, login)?.currency ?? 'USD';
    const list: BridgeSymbol[] = world.symbols(server).map((s) => {
      const quote = world.quote(server, s.symbol);
      const bid = quote ? priceToPoints(quote.bid, s.digits) : null;
      const ask = quote ? priceToPoints(quote.ask, s.digits) : null;
      // Account currency per tick per lot: quoted in the account currency, or in the base at the bid.
      const perTick = new Dec(s.contractSize).times(s.point);
      const tickValue =
        s.quoteCurrency === currency
          ? perTick
          : s.baseCurrency === currency && quote
            ? perTick.dividedBy(quote.bid)
            : new Dec(0);
      return {
        symbol: s.symbol,
        description: s.description,
        digits: s.digits,
        contractSize: String(s.contractSize),
        minLot: formatLots(s.minLot),
        maxLot: formatLots(s.maxLot),
        lotStep: formatLots(s.lotStep),
        marginPerLot: money2(world.marginRequired(server, login, s.symbol) ?? '0'),
        tickSize: s.point,
        tickValue: tickValue.toDecimalPlaces(8).toString(),
        point: s.point,
        spread: bid !== null && ask !== null ? ask - bid : s.typicalSpread,
        bid: quote?.bid ?? '0',
        ask: quote?.ask ?? '0',
      };
    });
    return { type: 'symbols', symbols: list };
  }

  function snapshot(days: number): Body {
    const from = world.now() - days * 24 * 3600_000;
    const history = world.history(server, login, from).slice(-SNAPSHOT_HISTORY_ROWS);
    return {
      type: 'snapshot',
      open: world.openOrders(server, login).map(wireOrder),
      history: history.map(wireOrder),
    };
  }

  /**
   * OnInit: a command started before the terminal stopped and never answered is answered from what the
   * account shows, without trading; then hello, symbols, a snapshot and the figures, and the order pool
   * as it is now is the baseline of the events.
   */
  function init() {
    for (const [requestId, command] of started) {
      if (!answered.has(requestId)) keepLast(answered, requestId, answerStarted(command));
      started.delete(requestId);
    }
    const info = world.accountInfo(server, login);
    if (!info) throw new Error(`fake EA: no account ${login} on ${server}`);
    queue({
      type: 'hello',
      ea: '1.0.0-fake',
      build: 1420,
      company: account.company ?? server.split('-')[0] ?? server,
      server,
      login: String(login),
      name: info.name,
      currency: info.currency,
      leverage: info.leverage,
      tradeAllowed: true,
    });
    queue(symbols());
    queue(snapshot(historyDays));
    const first = figures();
    if (first) queue(first);
    lastFigures = JSON.stringify(first);
    lastFiguresAt = world.now();
    pool = new Map(world.openOrders(server, login).map((o) => [o.ticket, o]));
    for (const row of world.history(server, login)) seenHistory.add(row.ticket);
    scanFrom = world.now() - 60_000;
    initialized = true;
  }

  /** MT4 has no order events: compare the pool with the last tick's and look closed tickets up in history. */
  function diff() {
    const event = (kind: BridgeEventKind, order: SimOrder, remainder?: SimOrder) =>
      queue({
        type: 'event',
        kind,
        order: wireOrder(order),
        ...(remainder ? { remainder: wireOrder(remainder) } : {}),
      });
    const current = new Map(world.openOrders(server, login).map((o) => [o.ticket, o]));
    const recent = world.history(server, login, scanFrom);
    scanFrom = world.now() - 60_000;
    const historyRow = new Map(recent.map((o) => [o.ticket, o]));
    const remainders = new Set<number>();

    const notYetInHistory = new Map<number, SimOrder>();
    for (const [ticket, before] of pool) {
      if (current.has(ticket)) continue;
      const row = historyRow.get(ticket);
      if (!row) {
        notYetInHistory.set(ticket, before); // looked for again on the next tick
        continue;
      }
      seenHistory.add(ticket);
      if (isPendingType(row.type)) {
        event('pendingDeleted', row);
        continue;
      }
      const to = /^to #(\d+)/.exec(row.comment);
      const rest = to ? (current.get(Number(to[1])) ?? historyRow.get(Number(to[1]))) : undefined;
      if (rest) {
        remainders.add(rest.ticket);
        event('partiallyClosed', row, rest);
      } else {
        event('closed', row);
      }
    }
    for (const [ticket, order] of current) {
      if (pool.has(ticket) || remainders.has(ticket)) continue;
      event(isPendingType(order.type) ? 'pendingPlaced' : 'opened', order);
    }
    for (const [ticket, order] of current) {
      const before = pool.get(ticket);
      if (!before) continue;
      if (isPendingType(before.type) && !isPendingType(order.type)) event('pendingFilled', order);
      else if (before.sl !== order.sl || before.tp !== order.tp || before.openPrice !== order.openPrice) {
        event('modified', order);
      }
    }
    for (const row of recent) {
      if (seenHistory.has(row.ticket)) continue;
      seenHistory.add(row.ticket);
      // A balance operation, or a trade opened and closed between two ticks (never seen in the pool).
      if (row.type >= 6) event('balance', row);
      else if (!remainders.has(row.ticket)) event(isPendingType(row.type) ? 'pendingDeleted' : 'closed', row);
    }
    pool = new Map([...current, ...notYetInHistory]);

    // On change, at most once a second, and never a second one while one is unacknowledged.
    const now = figures();
    const text = JSON.stringify(now);
    const waiting = outbox.some((m) => m.type === 'figures');
    if (now && text !== lastFigures && !waiting && world.now() - lastFiguresAt >= 1000) {
      queue(now);
      lastFigures = text;
      lastFiguresAt = world.now();
    }
  }

  function answer(command: BridgeCommand, result: ResultBody) {
    keepLast(answered, command.requestId, result);
    started.delete(command.requestId);
    queue({ type: 'result', requestId: command.requestId, ...result });
  }

  function fromSim(result: SimTradeResult): ResultBody {
    if (!result.ok) return { ok: false, code: result.code, message: result.message };
    return {
      ok: true,
      order: wireOrder(result.order),
      ...(result.remainder ? { remainder: wireOrder(result.remainder) } : {}),
    };
  }

  function trade(command: Exclude<BridgeCommand, { op: 'snapshot' | 'symbols' }>): Promise<SimTradeResult> {
    switch (command.op) {
      case 'send': {
        const lots = parseLots(command.lots) ?? 0;
        const atMarket = command.type <= 1 && priceToPoints(command.price, 10) === 0;
        return world.sendOrder(server, login, {
          symbol: command.symbol,
          type: command.type as 0 | 1 | 2 | 3 | 4 | 5,
          lots,
          ...(atMarket ? {} : { price: command.price, slippage: command.slippage }),
          sl: command.sl,
          tp: command.tp,
          comment: command.comment,
          magic: command.magic,
        });
      }
      case 'modify':
        return world.modifyOrder(server, login, command.ticket, {
          ...(command.price === undefined ? {} : { price: command.price }),
          ...(command.sl === undefined ? {} : { sl: command.sl }),
          ...(command.tp === undefined ? {} : { tp: command.tp }),
        });
      case 'close':
        return world.closeOrder(server, login, command.ticket, {
          ...(command.lots === undefined ? {} : { lots: parseLots(command.lots) ?? 0 }),
          slippage: command.slippage,
        });
      case 'remove':
        return world.deleteOrder(server, login, command.ticket);
    }
  }

  /**
   * The answer to a trade the terminal started and never answered (it stopped in the middle), from what
   * the account shows: a send by its comment (the site's copy tag), symbol and magic; a close or remove by
   * its ticket in the history; otherwise 128, the outcome unknown.
   */
  function answerStarted(command: BridgeCommand): ResultBody {
    const unknown: ResultBody = { ok: false, code: 128, message: 'trade timeout' };
    const orders = [...world.openOrders(server, login), ...world.history(server, login)];
    if (command.op === 'send') {
      const tag = command.comment.toLowerCase();
      const found = orders.find(
        (o) =>
          tag !== '' &&
          o.comment.toLowerCase().startsWith(tag) &&
          o.symbol === command.symbol &&
          o.magic === command.magic,
      );
      return found ? { ok: true, order: wireOrder(found) } : unknown;
    }
    if (command.op === 'close' || command.op === 'remove') {
      const done = world.history(server, login).find((o) => o.ticket === command.ticket);
      if (!done) return unknown;
      const rest = orders.find((o) => o.comment === `from #${command.ticket}`);
      return { ok: true, order: wireOrder(done), ...(rest ? { remainder: wireOrder(rest) } : {}) };
    }
    return unknown;
  }

  /** Executes one command; false when the terminal died doing it. */
  async function execute(command: BridgeCommand): Promise<boolean> {
    if (command.op === 'snapshot') {
      queue(snapshot(command.historyDays));
      return true;
    }
    if (command.op === 'symbols') {
      queue(symbols());
      return true;
    }
    const known = answered.get(command.requestId);
    if (known) {
      queue({ type: 'result', requestId: command.requestId, ...known });
      return true;
    }
    keepLast(started, command.requestId, command);
    const result = await settle(trade(command));
    if (options.faults?.crashAfter?.(command)) {
      crashed = true;
      return false;
    }
    answer(command, fromSim(result));
    return true;
  }

  /** The messages of one exchange: the unacknowledged ones, oldest first, within the size limit. */
  function batch(): BridgeUpMessage[] {
    const messages: BridgeUpMessage[] = [];
    let bytes = 0;
    for (const message of outbox.slice(0, BRIDGE_LIMITS.MESSAGES)) {
      bytes += JSON.stringify(message).length;
      if (messages.length > 0 && bytes > EXCHANGE_BYTES) break;
      messages.push(message);
    }
    return messages;
  }

  async function tick(): Promise<FakeEaTick> {
    if (crashed) return { status: 0, body: null };
    if (!initialized) init();
    else diff();
    const now = world.now();
    const request: BridgeExchangeRequest = {
      v: BRIDGE_VERSION,
      boot,
      ack: commandAck,
      time: serverSeconds(now),
      gmt: Math.floor(now / 1000),
      messages: batch(),
    };
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    const json: unknown = await response.json();
    lastStatus = response.status;
    if (response.status !== 200) return { status: response.status, body: json };
    const answer = bridgeExchangeResponseSchema.parse(json);
    if (request.boot !== boot) return { status: 200, body: json }; // restarted meanwhile: a stale answer
    if (answer.ack < upAck || answer.ack > seq) {
      // The site lost what it acknowledged: the messages dropped cannot be sent again, so begin anew.
      restart();
      return { status: 200, body: json };
    }
    upAck = answer.ack;
    outbox = outbox.filter((m) => m.seq > answer.ack);
    pollMs = answer.pollMs;
    for (const command of answer.commands) {
      if (command.seq <= commandAck) continue; // run before (the site had not seen the ack yet)
      if (command.seq !== commandAck + 1) break; // a gap: wait for the site to send again
      if (held.some((h) => h.requestId === command.requestId)) break; // still running
      if (options.faults?.hold?.(command)) {
        held.push(command); // stuck in it: nothing after it runs
        break;
      }
      if (!(await execute(command))) break;
      commandAck = command.seq;
    }
    return { status: 200, body: json };
  }

  function restart() {
    boot = randomBytes(8).toString('hex');
    seq = 0;
    upAck = 0;
    outbox = [];
    commandAck = 0;
    initialized = false;
    crashed = false;
    held = [];
  }
  restart();

  return {
    tick,
    start() {
      if (loop) return;
      const state: PollLoop = { timer: null, running: null, stopped: false };
      loop = state;
      const next = () => {
        if (state.stopped) return;
        state.running = tick()
          .catch((err: unknown) => options.onError?.(err))
          .finally(() => {
            state.running = null;
            if (!state.stopped) state.timer = setTimeout(next, pollMs);
          });
      };
      next();
    },
    async stop() {
      const state = loop;
      loop = null;
      if (!state) return;
      state.stopped = true;
      if (state.timer) clearTimeout(state.timer);
      await state.running;
    },
    restart,
    async release() {
      const commands = held;
      held = [];
      for (const command of commands) {
        if (!(await execute(command))) break;
        commandAck = Math.max(commandAck, command.seq);
      }
    },
    status: () => ({ boot, outbox: outbox.length, ack: commandAck, crashed, lastStatus }),
  };
}
