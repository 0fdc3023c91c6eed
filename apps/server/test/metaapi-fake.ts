import { formatLots, parseLots } from '@copytrade/units/lots';
import type {
  AccountFigures,
  AccountSession,
  GatewayOrder,
  SessionEvent,
  TradeResult,
} from '../src/trading/gateway';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import type {
  AccountsFilter,
  MetaApiAccountState,
  MetaApiConnectionStatus,
  MetaApiLike,
  MetatraderAccountInformation,
  MetatraderAccountLike,
  MetatraderDeal,
  MetatraderOrder,
  MetatraderPosition,
  MetatraderSymbolSpecification,
  MetatraderTradeResponse,
  NewMetatraderAccountDto,
  StreamingConnectionLike,
  SynchronizationListenerLike,
} from '../src/trading/metaapi/sdk-types';

/*
 * An in-memory MetaApi (the SDK's interfaces as sdk-types.ts writes them down) backed by the built-in
 * simulator: a MetaApi account is a record holding the MT4 password, as the service does; its streaming
 * connection is a simulator session whose events are told to the listeners as MetaApi packets, in the
 * order the SDK's websocket client calls them (account information, positions updated and removed,
 * pending orders updated and completed, history orders, deals), with SDK-shaped objects (ids as strings
 * of digits, POSITION_TYPE_BUY, Date times). Trade calls become simulator session calls; a refusal is a
 * TradeError with MetaApi's numeric and string codes.
 */

class FakeSdkError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

class TradeError extends FakeSdkError {
  constructor(
    message: string,
    public numericCode: number,
    public stringCode: string,
  ) {
    super('TradeError', message);
  }
}

class ValidationError extends FakeSdkError {
  constructor(
    message: string,
    public details: unknown,
  ) {
    super('ValidationError', message);
  }
}

/** How MetaApi reports an MT4 refusal (the reverse of the adapter's table, for the codes the simulator gives). */
const SIM_CODES: Record<number, [number, string]> = {
  6: [10031, 'TRADE_RETCODE_CONNECTION'],
  128: [10012, 'TRADE_RETCODE_TIMEOUT'],
  129: [10015, 'TRADE_RETCODE_INVALID_PRICE'],
  130: [10016, 'TRADE_RETCODE_INVALID_STOPS'],
  131: [10014, 'TRADE_RETCODE_INVALID_VOLUME'],
  132: [10018, 'TRADE_RETCODE_MARKET_CLOSED'],
  133: [10017, 'TRADE_RETCODE_TRADE_DISABLED'],
  134: [10019, 'TRADE_RETCODE_NO_MONEY'],
  136: [10021, 'TRADE_RETCODE_PRICE_OFF'],
  138: [10004, 'TRADE_RETCODE_REQUOTE'],
  4108: [10036, 'TRADE_RETCODE_POSITION_CLOSED'],
};

type AccountRecord = {
  id: string;
  name: string;
  login: string;
  server: string;
  password: string;
  state: MetaApiAccountState;
  connectionStatus: MetaApiConnectionStatus;
};

const num = (text: string) => Number(text);
const optional = (text: string) => (Number(text) === 0 ? undefined : Number(text));
const volume = (lots: number) => Number(formatLots(lots));
const date = (ms: number) => new Date(ms);

export type FakeMetaApi = MetaApiLike & {
  /** The MetaApi accounts of the token. */
  records: AccountRecord[];
  /** How many times createAccount was called. */
  creates: number;
  /** The next trade call is executed by the simulator but answers MetaApi's TimeoutError (outcome unknown). */
  timeOutNextTrade(): void;
  /** The streaming connections of an account lose MetaApi (onDisconnected) / come back with a resync. */
  disconnect(login: string): void;
  reconnect(login: string): Promise<void>;
  closed: boolean;
};

export function createFakeMetaApi(sim: SimGateway): FakeMetaApi {
  const records: AccountRecord[] = [];
  const connections = new Set<FakeConnection>();
  let nextId = 1;
  let nextDeal = 9_000_001;
  let timeOutNext = false;

  /** A tick of the event loop, where the service would answer over the network. */
  const later = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function checkCredentials(c: { server: string; login?: string; password?: string }) {
    const verdict = await sim.verify({ server: c.server, login: c.login ?? '', password: c.password ?? '' });
    if (verdict.ok) return verdict;
    if (verdict.reason === 'unknown_server')
      throw new ValidationError(`.dat file for server ${c.server} not found`, { code: 'E_SRV_NOT_FOUND' });
    throw new ValidationError(
      'We failed to authenticate to your broker using credentials provided.',
      'E_AUTH',
    );
  }

  function accountOf(record: AccountRecord): MetatraderAccountLike {
    const connectIfValid = async () => {
      const verdict = await sim.verify(record);
      record.connectionStatus = verdict.ok ? 'CONNECTED' : 'DISCONNECTED_FROM_BROKER';
    };
    return {
      get id() {
        return record.id;
      },
      get state() {
        return record.state;
      },
      get connectionStatus() {
        return record.connectionStatus;
      },
      get login() {
        return record.login;
      },
      get server() {
        return record.server;
      },
      get name() {
        return record.name;
      },
      reload: later,
      async deploy() {
        await later();
        record.state = 'DEPLOYED';
        await connectIfValid();
      },
      async redeploy() {
        await later();
        record.state = 'DEPLOYED';
        await connectIfValid();
      },
      async update(dto) {
        await later();
        // Assumed: the service checks a changed password against the broker as createAccount does.
        await checkCredentials({
          server: dto.server,
          login: record.login,
          password: dto.password ?? record.password,
        });
        record.password = dto.password ?? record.password;
        record.name = dto.name;
      },
      async waitDeployed() {
        await later();
        if (record.state !== 'DEPLOYED')
          throw new FakeSdkError('TimeoutError', 'Timed out waiting for deploy');
      },
      async waitConnected() {
        await later();
        if (record.connectionStatus !== 'CONNECTED')
          throw new FakeSdkError('TimeoutError', `Timed out waiting for account ${record.id} to connect`);
      },
      getStreamingConnection() {
        const connection = new FakeConnection(record);
        connections.add(connection);
        return connection;
      },
    };
  }

  class FakeConnection implements StreamingConnectionLike {
    private listeners: SynchronizationListenerLike[] = [];
    private session: AccountSession | null = null;
    private access: 'trade' | 'investor' = 'trade';
    private chain: Promise<void> = Promise.resolve();
    private synced: Promise<void> | null = null;
    private online = true;
    private info: MetatraderAccountInformation | undefined;
    private positions = new Map<string, MetatraderPosition>();
    private orders = new Map<string, MetatraderOrder>();
    private specs: MetatraderSymbolSpecification[] = [];
    readonly historyStorage = {
      orderSynchronizationFinished: false,
      dealSynchronizationFinished: false,
      deals: [] as MetatraderDeal[],
      historyOrders: [] as MetatraderOrder[],
    };
    /** Deals already told, by the simulator order they come from (`in:12`, `out:12`, `balance:12`). */
    private dealKeys = new Set<string>();

    constructor(readonly record: AccountRecord) {}

    /** The SDK's local copy of the terminal, as the stream has told it (stale while disconnected). */
    readonly terminalState = {
      connected: true,
      connectedToBroker: true,
      accountInformation: undefined as MetatraderAccountInformation | undefined,
      positions: [] as MetatraderPosition[],
      orders: [] as MetatraderOrder[],
      specifications: [] as MetatraderSymbolSpecification[],
      price: (symbol: string) => {
        const q = sim.world().quote(this.record.server, symbol);
        return q ? { symbol, bid: num(q.bid), ask: num(q.ask), time: date(q.time) } : undefined;
      },
    };

    private refresh() {
      const t = this.terminalState;
      t.connected = this.online;
      t.connectedToBroker = this.online;
      t.accountInformation = this.info;
      t.positions = [...this.positions.values()];
      t.orders = [...this.orders.values()];
      t.specifications = this.specs;
    }

    addSynchronizationListener(listener: SynchronizationListenerLike) {
      this.listeners.push(listener);
    }

    removeSynchronizationListener(listener: SynchronizationListenerLike) {
      this.listeners = this.listeners.filter((l) => l !== listener);
    }

    async connect() {
      await later();
      const verdict = await checkCredentials(this.record);
      this.access = verdict.ok ? verdict.access : 'trade';
      this.session = await sim.openSession(this.record, (event) => this.onSimEvent(event));
      this.synced = this.queue(() => this.synchronize());
    }

    async waitSynchronized() {
      if (!this.synced) throw new FakeSdkError('TimeoutError', 'not connected');
      await this.synced;
    }

    close() {
      this.session?.end();
      this.session = null;
      this.listeners = [];
      connections.delete(this);
      return Promise.resolve();
    }

    disconnect() {
      this.online = false;
      this.refresh();
      void this.queue(() => this.tell((l) => l.onDisconnected('vint-hill:0:ps-mpa-1')));
    }

    reconnect() {
      this.online = true;
      this.refresh();
      return this.queue(() => this.synchronize());
    }

    private queue(task: () => Promise<void>): Promise<void> {
      this.chain = this.chain.then(task);
      return this.chain;
    }

    private async tell(call: (listener: SynchronizationListenerLike) => Promise<unknown>) {
      for (const listener of [...this.listeners]) await call(listener);
    }

    /** A full synchronization, as after connecting or reconnecting: state replaced, new deals added. */
    private async synchronize() {
      const session = this.session;
      if (!session) return;
      const snapshot = await session.snapshot();
      this.specs = (await session.symbols()).map((s) => {
        const spec = sim
          .world()
          .symbols(this.record.server)
          .find((w) => w.symbol === s.symbol)!;
        return {
          symbol: s.symbol,
          tickSize: num(spec.point),
          minVolume: volume(s.minLot),
          maxVolume: volume(s.maxLot),
          volumeStep: volume(s.lotStep),
          contractSize: spec.contractSize,
          marginCurrency: spec.baseCurrency,
          priceCalculationMode:
            s.symbolType === 1 ? 'SYMBOL_CALC_MODE_FOREX' : 'SYMBOL_CALC_MODE_CFDLEVERAGE',
          baseCurrency: spec.baseCurrency,
          profitCurrency: spec.quoteCurrency,
          digits: s.digits,
          point: num(spec.point),
          description: s.description,
        };
      });
      this.info = this.infoOf(snapshot.figures);
      this.positions = new Map(
        snapshot.open.filter((o) => o.state === 'open').map((o) => [String(o.ticket), positionOf(o)]),
      );
      this.orders = new Map(
        snapshot.open.filter((o) => o.state === 'pending').map((o) => [String(o.ticket), pendingOf(o)]),
      );
      this.refresh();
      const sync = 'synchronizationId';
      const instance = 'vint-hill:0:ps-mpa-1';
      await this.tell((l) => l.onConnected(instance, 1));
      await this.tell((l) => l.onSynchronizationStarted(instance, 'h1', 'h2', 'h3', sync));
      await this.tell((l) => l.onAccountInformationUpdated(instance, this.info!));
      await this.tell((l) => l.onPositionsReplaced(instance, [...this.positions.values()]));
      await this.tell((l) => l.onPositionsSynchronized(instance, sync));
      await this.tell((l) => l.onPendingOrdersReplaced(instance, [...this.orders.values()]));
      await this.tell((l) => l.onPendingOrdersSynchronized(instance, sync));
      const history = [...snapshot.history, ...snapshot.open.filter((o) => o.state === 'open')];
      for (const o of history.sort((a, b) => (a.closeTime ?? a.openTime) - (b.closeTime ?? b.openTime))) {
        for (const deal of this.dealsOf(o)) await this.tell((l) => l.onDealAdded(instance, deal));
        if (
          o.state === 'deleted' &&
          !this.historyStorage.historyOrders.some((h) => h.id === String(o.ticket))
        ) {
          const h = {
            ...pendingOf(o),
            state: 'ORDER_STATE_CANCELED',
            doneTime: date(o.closeTime ?? o.openTime),
          };
          this.historyStorage.historyOrders.push(h);
          await this.tell((l) => l.onHistoryOrderAdded(instance, h));
        }
      }
      this.historyStorage.dealSynchronizationFinished = true;
      this.historyStorage.orderSynchronizationFinished = true;
      await this.tell((l) => l.onDealsSynchronized(instance, sync));
      await this.tell((l) => l.onHistoryOrdersSynchronized(instance, sync));
    }

    /** The deals of a simulator order not told yet: its opening, its closing, or a balance operation. */
    private dealsOf(o: GatewayOrder): MetatraderDeal[] {
      const deals: MetatraderDeal[] = [];
      const add = (key: string, deal: Omit<MetatraderDeal, 'id'>) => {
        if (this.dealKeys.has(key)) return;
        this.dealKeys.add(key);
        const full = { id: String(nextDeal++), ...deal };
        this.historyStorage.deals.push(full);
        deals.push(full);
      };
      if (o.type === 6 || o.type === 7) {
        add(`balance:${o.ticket}`, {
          type: o.type === 6 ? 'DEAL_TYPE_BALANCE' : 'DEAL_TYPE_CREDIT',
          entryType: 'DEAL_ENTRY_IN',
          time: date(o.openTime),
          profit: num(o.profit),
          comment: o.comment,
        });
        return deals;
      }
      if (o.type > 1) return deals;
      const side = (type: number) => (type === 0 ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL');
      add(`in:${o.ticket}`, {
        type: side(o.type),
        entryType: 'DEAL_ENTRY_IN',
        symbol: o.symbol,
        magic: o.magic,
        time: date(o.openTime),
        volume: volume(o.lots),
        price: num(o.openPrice),
        profit: 0,
        positionId: String(o.ticket),
        orderId: String(o.ticket),
        comment: o.comment,
      });
      if (o.state === 'closed')
        add(`out:${o.ticket}`, {
          type: side(1 - o.type),
          entryType: 'DEAL_ENTRY_OUT',
          symbol: o.symbol,
          magic: o.magic,
          time: date(o.closeTime ?? o.openTime),
          volume: volume(o.lots),
          price: num(o.closePrice),
          commission: num(o.commission),
          swap: num(o.swap),
          profit: num(o.profit),
          positionId: String(o.ticket),
          orderId: String(o.ticket),
          comment: o.comment,
          stopLoss: optional(o.sl),
          takeProfit: optional(o.tp),
        });
      return deals;
    }

    private infoOf(f: AccountFigures): MetatraderAccountInformation {
      return {
        platform: 'mt4',
        broker: 'Simulated broker',
        currency: f.currency,
        server: this.record.server,
        balance: num(f.balance),
        equity: num(f.equity),
        margin: num(f.margin),
        freeMargin: num(f.freeMargin),
        leverage: f.leverage,
        marginLevel: num(f.marginLevel),
        tradeAllowed: this.access === 'trade',
        investorMode: this.access === 'investor',
        name: f.name,
        login: Number(this.record.login),
        credit: num(f.credit),
      };
    }

    private onSimEvent(event: SessionEvent) {
      if (event.type === 'connection') {
        if (event.status === 'lost') this.disconnect();
        else void this.reconnect();
        return;
      }
      if (!this.online) return;
      void this.queue(() => this.packet(event));
    }

    /** One simulator event as one MetaApi update packet, in the order the SDK calls the listeners. */
    private async packet(event: Exclude<SessionEvent, { type: 'connection' }>) {
      const i = 'vint-hill:0:ps-mpa-1';
      if (event.type === 'figures') {
        this.info = this.infoOf(event.figures);
        this.refresh();
        await this.tell((l) => l.onAccountInformationUpdated(i, this.info!));
        return;
      }
      const { kind, order: o, remainder } = event;
      const updated: MetatraderPosition[] = [];
      const removed: string[] = [];
      const updatedOrders: MetatraderOrder[] = [];
      const completed: string[] = [];
      const historyOrders: MetatraderOrder[] = [];
      const id = String(o.ticket);
      if (kind === 'opened' || (kind === 'modified' && o.state === 'open')) updated.push(positionOf(o));
      if (kind === 'pendingPlaced' || (kind === 'modified' && o.state === 'pending'))
        updatedOrders.push(pendingOf(o));
      if (kind === 'closed' || kind === 'partiallyClosed') removed.push(id);
      if (remainder) updated.push(positionOf(remainder));
      if (kind === 'pendingFilled') {
        updated.push(positionOf(o));
        completed.push(id);
        historyOrders.push({ ...pendingOf(o), state: 'ORDER_STATE_FILLED', doneTime: date(o.openTime) });
      }
      if (kind === 'pendingDeleted') {
        completed.push(id);
        historyOrders.push({
          ...pendingOf(o),
          state: 'ORDER_STATE_CANCELED',
          doneTime: date(o.closeTime ?? o.openTime),
        });
      }
      for (const p of updated) this.positions.set(String(p.id), p);
      for (const r of removed) this.positions.delete(r);
      for (const p of updatedOrders) this.orders.set(String(p.id), p);
      for (const c of completed) this.orders.delete(c);
      this.historyStorage.historyOrders.push(...historyOrders);
      this.refresh();
      const deals = [...this.dealsOf(o), ...(remainder ? this.dealsOf(remainder) : [])];
      if (updated.length || removed.length) await this.tell((l) => l.onPositionsUpdated(i, updated, removed));
      for (const p of updated) await this.tell((l) => l.onPositionUpdated(i, p));
      for (const r of removed) await this.tell((l) => l.onPositionRemoved(i, r));
      if (updatedOrders.length || completed.length)
        await this.tell((l) => l.onPendingOrdersUpdated(i, updatedOrders, completed));
      for (const p of updatedOrders) await this.tell((l) => l.onPendingOrderUpdated(i, p));
      for (const c of completed) await this.tell((l) => l.onPendingOrderCompleted(i, c));
      for (const h of historyOrders) await this.tell((l) => l.onHistoryOrderAdded(i, h));
      for (const d of deals) await this.tell((l) => l.onDealAdded(i, d));
    }

    private digits(symbol: string) {
      return this.specs.find((s) => s.symbol === symbol)?.digits ?? 5;
    }

    private text(price: number | undefined, symbol: string) {
      return price === undefined ? '0' : price.toFixed(this.digits(symbol));
    }

    /** A simulator session call as a MetaApi trade: the response, or a TradeError. */
    private async trade(call: (s: AccountSession) => Promise<TradeResult>): Promise<MetatraderTradeResponse> {
      await later();
      const session = this.session;
      if (!session || !this.online) throw new FakeSdkError('NotConnectedError', 'account is not connected');
      const timeOut = timeOutNext;
      timeOutNext = false;
      const result = await call(session);
      if (timeOut) throw new FakeSdkError('TimeoutError', 'MetaApi websocket client request timed out');
      if (!result.ok) {
        const [numericCode, stringCode] = SIM_CODES[result.code] ?? [result.code, `ERR_${result.code}`];
        throw new TradeError(result.message, numericCode, stringCode);
      }
      const ticket = String((result.remainder ?? result.order).ticket);
      return {
        numericCode: 10009,
        stringCode: 'TRADE_RETCODE_DONE',
        message: 'Request completed',
        orderId: String(result.order.ticket),
        positionId: ticket,
      };
    }

    private send(
      type: number,
      symbol: string,
      vol: number,
      price: number | undefined,
      sl?: number,
      tp?: number,
      options?: { comment?: string; magic?: number; slippage?: number },
    ) {
      return this.trade((s) =>
        s.send({
          symbol,
          type,
          lots: parseLots(vol.toFixed(2)) ?? 0,
          ...(price === undefined ? {} : { price: this.text(price, symbol) }),
          ...(sl === undefined ? {} : { sl: this.text(sl, symbol) }),
          ...(tp === undefined ? {} : { tp: this.text(tp, symbol) }),
          ...(options?.comment === undefined ? {} : { comment: options.comment }),
          ...(options?.magic === undefined ? {} : { magic: options.magic }),
          ...(options?.slippage === undefined ? {} : { slippage: options.slippage }),
        }),
      );
    }

    createMarketBuyOrder = (symbol: string, v: number, sl?: number, tp?: number, o?: object) =>
      this.send(0, symbol, v, undefined, sl, tp, o);
    createMarketSellOrder = (symbol: string, v: number, sl?: number, tp?: number, o?: object) =>
      this.send(1, symbol, v, undefined, sl, tp, o);
    createLimitBuyOrder = (symbol: string, v: number, p: number, sl?: number, tp?: number, o?: object) =>
      this.send(2, symbol, v, p, sl, tp, o);
    createLimitSellOrder = (symbol: string, v: number, p: number, sl?: number, tp?: number, o?: object) =>
      this.send(3, symbol, v, p, sl, tp, o);
    createStopBuyOrder = (symbol: string, v: number, p: number, sl?: number, tp?: number, o?: object) =>
      this.send(4, symbol, v, p, sl, tp, o);
    createStopSellOrder = (symbol: string, v: number, p: number, sl?: number, tp?: number, o?: object) =>
      this.send(5, symbol, v, p, sl, tp, o);

    modifyPosition(positionId: string, stopLoss?: number, takeProfit?: number) {
      const symbol = this.positions.get(positionId)?.symbol ?? '';
      return this.trade((s) =>
        s.modify(Number(positionId), { sl: this.text(stopLoss, symbol), tp: this.text(takeProfit, symbol) }),
      );
    }

    modifyOrder(orderId: string, openPrice: number, stopLoss?: number, takeProfit?: number) {
      const symbol = this.orders.get(orderId)?.symbol ?? '';
      return this.trade((s) =>
        s.modify(Number(orderId), {
          price: this.text(openPrice, symbol),
          sl: this.text(stopLoss, symbol),
          tp: this.text(takeProfit, symbol),
        }),
      );
    }

    closePosition(positionId: string, options: { slippage?: number }) {
      return this.trade((s) =>
        s.close(Number(positionId), options.slippage === undefined ? {} : { slippage: options.slippage }),
      );
    }

    closePositionPartially(positionId: string, vol: number, options: { slippage?: number }) {
      return this.trade((s) =>
        s.close(Number(positionId), {
          lots: parseLots(vol.toFixed(2)) ?? 0,
          ...(options.slippage === undefined ? {} : { slippage: options.slippage }),
        }),
      );
    }

    cancelOrder(orderId: string) {
      return this.trade((s) => s.remove(Number(orderId)));
    }

    calculateMargin(order: { symbol: string }) {
      const margin = sim.world().marginRequired(this.record.server, Number(this.record.login), order.symbol);
      return Promise.resolve(margin === null ? {} : { margin: num(margin) });
    }
  }

  const api: FakeMetaApi = {
    records,
    creates: 0,
    closed: false,
    metatraderAccountApi: {
      async getAccountsWithInfiniteScrollPagination(filter?: AccountsFilter) {
        await later();
        const query = filter?.query ?? '';
        const offset = filter?.offset ?? 0;
        const limit = filter?.limit ?? 1000;
        return records
          .filter((r) => [r.id, r.name, r.server, r.login].some((f) => f.includes(query)))
          .slice(offset, offset + limit)
          .map(accountOf);
      },
      async getAccount(accountId: string) {
        await later();
        const record = records.find((r) => r.id === accountId);
        if (!record) throw new FakeSdkError('NotFoundError', `Account ${accountId} not found`);
        return accountOf(record);
      },
      async createAccount(dto: NewMetatraderAccountDto) {
        api.creates += 1;
        await later();
        await checkCredentials(dto);
        const record: AccountRecord = {
          id: `fake-${nextId++}`,
          name: dto.name,
          login: dto.login ?? '',
          server: dto.server,
          password: dto.password ?? '',
          state: 'CREATED',
          connectionStatus: 'DISCONNECTED',
        };
        records.push(record);
        return accountOf(record);
      },
    },
    timeOutNextTrade() {
      timeOutNext = true;
    },
    disconnect(login) {
      for (const c of connections) if (c.record.login === login) c.disconnect();
    },
    async reconnect(login) {
      for (const c of connections) if (c.record.login === login) await c.reconnect();
    },
    close() {
      api.closed = true;
    },
  };
  return api;
}

function positionOf(o: GatewayOrder): MetatraderPosition {
  return {
    id: String(o.ticket),
    type: o.type === 0 ? 'POSITION_TYPE_BUY' : 'POSITION_TYPE_SELL',
    symbol: o.symbol,
    magic: o.magic,
    time: date(o.openTime),
    updateTime: date(o.openTime),
    openPrice: num(o.openPrice),
    currentPrice: num(o.closePrice),
    stopLoss: optional(o.sl),
    takeProfit: optional(o.tp),
    volume: volume(o.lots),
    swap: num(o.swap),
    profit: num(o.profit),
    unrealizedProfit: num(o.profit),
    commission: num(o.commission),
    comment: o.comment,
    brokerComment: o.comment,
  };
}

const PENDING_TYPES = [
  '',
  '',
  'ORDER_TYPE_BUY_LIMIT',
  'ORDER_TYPE_SELL_LIMIT',
  'ORDER_TYPE_BUY_STOP',
  'ORDER_TYPE_SELL_STOP',
];

function pendingOf(o: GatewayOrder): MetatraderOrder {
  return {
    id: String(o.ticket),
    type: PENDING_TYPES[o.type] ?? 'ORDER_TYPE_BUY_LIMIT',
    state: 'ORDER_STATE_PLACED',
    magic: o.magic,
    time: date(o.openTime),
    symbol: o.symbol,
    openPrice: num(o.openPrice),
    currentPrice: num(o.closePrice),
    stopLoss: optional(o.sl),
    takeProfit: optional(o.tp),
    volume: volume(o.lots),
    currentVolume: volume(o.lots),
    positionId: '',
    comment: o.comment,
    brokerComment: o.comment,
  };
}
