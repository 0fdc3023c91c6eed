/**
 * The part of the MetaApi cloud SDK (`metaapi.cloud-sdk`) the MetaApi adapter uses, written down
 * structurally so the project compiles and tests without the package (its licence keeps it out of what we
 * ship: an operator installs it). Names and signatures are the SDK's own, checked against its declaration
 * files of version 29.3.3 (`lib/metaApi/*.d.ts`, `lib/clients/metaApi/*.d.ts` and
 * `dists/esm-node/clients/metaApi/metaApiWebsocket.client.schemas.d.ts`); docs/metaapi.md tells how the
 * check was run. Where the SDK's declarations and its service disagree, the type admits both and says so.
 */

/** `MetatraderAccountClient` `State`. */
export type MetaApiAccountState =
  | 'CREATED'
  | 'DEPLOYING'
  | 'DEPLOYED'
  | 'DEPLOY_FAILED'
  | 'UNDEPLOYING'
  | 'UNDEPLOYED'
  | 'UNDEPLOY_FAILED'
  | 'DELETING'
  | 'DELETE_FAILED'
  | 'REDEPLOY_FAILED'
  | 'DRAFT';

/** `MetatraderAccountClient` `ConnectionStatus`. */
export type MetaApiConnectionStatus = 'CONNECTED' | 'DISCONNECTED' | 'DISCONNECTED_FROM_BROKER';

/** `AccountsFilter` (the fields the adapter sends). */
export type AccountsFilter = {
  offset?: number;
  limit?: number;
  version?: Array<4 | 5> | 4 | 5;
  /** Searches over id, name, server and login. */
  query?: string;
};

/** `NewMetatraderAccountDto` (the fields the adapter sends). 29.x knows the types 'cloud-g1' and 'cloud-g2'. */
export type NewMetatraderAccountDto = {
  name: string;
  type?: 'cloud-g1' | 'cloud-g2';
  login?: string;
  password?: string;
  server: string;
  platform?: 'mt4' | 'mt5';
  magic: number;
};

/** `MetatraderAccountUpdateDto` (the fields the adapter sends). */
export type MetatraderAccountUpdateDto = {
  name: string;
  password?: string;
  server: string;
  magic: number;
};

/** `MetatraderAccountInformation`. */
export type MetatraderAccountInformation = {
  platform: string;
  broker: string;
  currency: string;
  server: string;
  balance: number;
  equity: number;
  margin: number;
  freeMargin: number;
  leverage: number;
  marginLevel: number;
  tradeAllowed: boolean;
  /** True when the account was connected with its investor (read-only) password (g2 only). */
  investorMode?: boolean;
  name: string;
  login: number;
  credit: number;
};

/**
 * `MetatraderPosition`. The SDK declares `id: number`; the service (and the SDK's own tests) send the MT4
 * ticket as a string of digits, so both are admitted.
 */
export type MetatraderPosition = {
  id: string | number;
  /** POSITION_TYPE_BUY or POSITION_TYPE_SELL. */
  type: string;
  symbol: string;
  magic: number;
  time: Date;
  updateTime: Date;
  openPrice: number;
  currentPrice: number;
  stopLoss?: number;
  takeProfit?: number;
  volume: number;
  swap: number;
  profit: number;
  unrealizedProfit: number;
  commission: number;
  comment?: string;
  /** The comment as the broker holds it (MT4 writes `from #<old>` on a partial close's remainder). */
  brokerComment?: string;
};

/** `MetatraderOrder` (pending orders, and history orders). `id` as in `MetatraderPosition`. */
export type MetatraderOrder = {
  id: string | number;
  /** ORDER_TYPE_BUY_LIMIT, ORDER_TYPE_SELL_STOP, ... */
  type: string;
  /** ORDER_STATE_PLACED, ORDER_STATE_FILLED, ORDER_STATE_CANCELED, ORDER_STATE_EXPIRED, ... */
  state: string;
  magic: number;
  time: Date;
  doneTime?: Date;
  symbol: string;
  openPrice: number;
  currentPrice?: number;
  stopLoss?: number;
  takeProfit?: number;
  volume: number;
  currentVolume: number;
  positionId: string;
  comment?: string;
  brokerComment?: string;
};

/** `MetatraderDeal`. */
export type MetatraderDeal = {
  id: string;
  /** DEAL_TYPE_BUY, DEAL_TYPE_SELL, DEAL_TYPE_BALANCE, DEAL_TYPE_CREDIT, ... */
  type: string;
  /** DEAL_ENTRY_IN, DEAL_ENTRY_OUT, DEAL_ENTRY_INOUT, DEAL_ENTRY_OUT_BY. */
  entryType: string;
  symbol?: string;
  magic?: number;
  time: Date;
  volume?: number;
  price?: number;
  commission?: number;
  swap?: number;
  profit: number;
  positionId?: string;
  orderId?: string;
  comment?: string;
  brokerComment?: string;
  stopLoss?: number;
  takeProfit?: number;
};

/** `MetatraderSymbolSpecification` (the fields the adapter reads). */
export type MetatraderSymbolSpecification = {
  symbol: string;
  tickSize: number;
  minVolume: number;
  maxVolume: number;
  volumeStep: number;
  contractSize: number;
  marginCurrency: string;
  /** SYMBOL_CALC_MODE_FOREX, SYMBOL_CALC_MODE_CFD, SYMBOL_CALC_MODE_CFDLEVERAGE, ... */
  priceCalculationMode: string;
  baseCurrency: string;
  profitCurrency?: string;
  digits: number;
  point: number;
  path?: string;
  description: string;
};

/** `MetatraderSymbolPrice` (the fields the adapter reads). */
export type MetatraderSymbolPrice = {
  symbol: string;
  bid: number;
  ask: number;
  time: Date;
};

/** `MetatraderTradeResponse`: a trade the server accepted. */
export type MetatraderTradeResponse = {
  numericCode: number;
  stringCode: string;
  message: string;
  orderId: string;
  positionId: string;
};

/** `MarginOrder` and `Margin`. */
export type MarginOrder = { symbol: string; type: string; volume: number; openPrice: number };
export type Margin = { margin?: number };

/** `TradeOptions` / `MarketTradeOptions` / `PendingTradeOptions` (the fields the adapter sends). */
export type TradeOptions = { comment?: string; clientId?: string; magic?: number; slippage?: number };
export type MarketTradeOptions = { fillingModes?: Array<string> } & TradeOptions;

/**
 * `SynchronizationListener`. The SDK calls every method of a listener without checking that it is there,
 * so the adapter's listener implements them all (it is a complete SynchronizationListener); those it has
 * no use for do nothing.
 */
export type SynchronizationListenerLike = {
  /** Helpers of the SDK's base class: parts of an instance index `region:instance:host`. */
  getRegion(instanceIndex: string): string | undefined;
  getInstanceNumber(instanceIndex: string): number | undefined;
  getHostName(instanceIndex: string): string | undefined;
  onConnected(instanceIndex: string, replicas: number): Promise<unknown>;
  onHealthStatus(instanceIndex: string, status: object): Promise<unknown>;
  onDisconnected(instanceIndex: string): Promise<unknown>;
  onBrokerConnectionStatusChanged(instanceIndex: string, connected: boolean): Promise<unknown>;
  onSynchronizationStarted(
    instanceIndex: string,
    specificationsHash: string,
    positionsHash: string,
    ordersHash: string,
    synchronizationId: string,
  ): Promise<unknown>;
  onAccountInformationUpdated(
    instanceIndex: string,
    accountInformation: MetatraderAccountInformation,
  ): Promise<unknown>;
  onPositionsReplaced(instanceIndex: string, positions: MetatraderPosition[]): Promise<unknown>;
  onPositionsSynchronized(instanceIndex: string, synchronizationId: string): Promise<unknown>;
  onPositionsUpdated(
    instanceIndex: string,
    positions: MetatraderPosition[],
    removedPositionIds: string[],
  ): Promise<unknown>;
  onPositionUpdated(instanceIndex: string, position: MetatraderPosition): Promise<unknown>;
  onPositionRemoved(instanceIndex: string, positionId: string): Promise<unknown>;
  onPendingOrdersReplaced(instanceIndex: string, orders: MetatraderOrder[]): Promise<unknown>;
  onPendingOrdersUpdated(
    instanceIndex: string,
    orders: MetatraderOrder[],
    completedOrderIds: string[],
  ): Promise<unknown>;
  onPendingOrderUpdated(instanceIndex: string, order: MetatraderOrder): Promise<unknown>;
  onPendingOrderCompleted(instanceIndex: string, orderId: string): Promise<unknown>;
  onPendingOrdersSynchronized(instanceIndex: string, synchronizationId: string): Promise<unknown>;
  onHistoryOrderAdded(instanceIndex: string, historyOrder: MetatraderOrder): Promise<unknown>;
  onHistoryOrdersSynchronized(instanceIndex: string, synchronizationId: string): Promise<unknown>;
  onDealAdded(instanceIndex: string, deal: MetatraderDeal): Promise<unknown>;
  onDealsSynchronized(instanceIndex: string, synchronizationId: string): Promise<unknown>;
  onSymbolSpecificationUpdated(
    instanceIndex: string,
    specification: MetatraderSymbolSpecification,
  ): Promise<unknown>;
  onSymbolSpecificationRemoved(instanceIndex: string, symbol: string): Promise<unknown>;
  onSymbolSpecificationsUpdated(
    instanceIndex: string,
    specifications: MetatraderSymbolSpecification[],
    removedSymbols: string[],
  ): Promise<unknown>;
  onSymbolPriceUpdated(instanceIndex: string, price: MetatraderSymbolPrice): Promise<unknown>;
  onSymbolPricesUpdated(
    instanceIndex: string,
    prices: MetatraderSymbolPrice[],
    ...rest: unknown[]
  ): Promise<unknown>;
  onCandlesUpdated(instanceIndex: string, ...rest: unknown[]): Promise<unknown>;
  onTicksUpdated(instanceIndex: string, ...rest: unknown[]): Promise<unknown>;
  onBooksUpdated(instanceIndex: string, ...rest: unknown[]): Promise<unknown>;
  onSubscriptionDowngraded(instanceIndex: string, ...rest: unknown[]): Promise<unknown>;
  onStreamClosed(instanceIndex: string): Promise<unknown>;
  onUnsubscribeRegion(region: string): Promise<unknown>;
};

/** `TerminalState`: the SDK's local copy of the terminal, kept by the streaming connection. */
export type TerminalStateLike = {
  readonly connected: boolean;
  readonly connectedToBroker: boolean;
  readonly accountInformation: MetatraderAccountInformation | undefined;
  readonly positions: MetatraderPosition[];
  readonly orders: MetatraderOrder[];
  readonly specifications: MetatraderSymbolSpecification[];
  price(symbol: string): MetatraderSymbolPrice | undefined;
};

/** `HistoryStorage`: the deals and history orders the streaming connection has synchronized. */
export type HistoryStorageLike = {
  readonly orderSynchronizationFinished: boolean;
  readonly dealSynchronizationFinished: boolean;
  readonly deals: MetatraderDeal[];
  readonly historyOrders: MetatraderOrder[];
};

/** `StreamingMetaApiConnectionInstance` (with the trade methods of `MetaApiConnectionInstance`). */
export type StreamingConnectionLike = {
  connect(): Promise<unknown>;
  waitSynchronized(opts?: { timeoutInSeconds?: number; intervalInMilliseconds?: number }): Promise<unknown>;
  readonly terminalState: TerminalStateLike;
  readonly historyStorage: HistoryStorageLike;
  addSynchronizationListener(listener: SynchronizationListenerLike): void;
  removeSynchronizationListener(listener: SynchronizationListenerLike): void;
  createMarketBuyOrder(
    symbol: string,
    volume: number,
    stopLoss?: number,
    takeProfit?: number,
    options?: MarketTradeOptions,
  ): Promise<MetatraderTradeResponse>;
  createMarketSellOrder(
    symbol: string,
    volume: number,
    stopLoss?: number,
    takeProfit?: number,
    options?: MarketTradeOptions,
  ): Promise<MetatraderTradeResponse>;
  createLimitBuyOrder(
    symbol: string,
    volume: number,
    openPrice: number,
    stopLoss?: number,
    takeProfit?: number,
    options?: TradeOptions,
  ): Promise<MetatraderTradeResponse>;
  createLimitSellOrder(
    symbol: string,
    volume: number,
    openPrice: number,
    stopLoss?: number,
    takeProfit?: number,
    options?: TradeOptions,
  ): Promise<MetatraderTradeResponse>;
  createStopBuyOrder(
    symbol: string,
    volume: number,
    openPrice: number,
    stopLoss?: number,
    takeProfit?: number,
    options?: TradeOptions,
  ): Promise<MetatraderTradeResponse>;
  createStopSellOrder(
    symbol: string,
    volume: number,
    openPrice: number,
    stopLoss?: number,
    takeProfit?: number,
    options?: TradeOptions,
  ): Promise<MetatraderTradeResponse>;
  modifyPosition(
    positionId: string,
    stopLoss?: number,
    takeProfit?: number,
  ): Promise<MetatraderTradeResponse>;
  modifyOrder(
    orderId: string,
    openPrice: number,
    stopLoss?: number,
    takeProfit?: number,
  ): Promise<MetatraderTradeResponse>;
  closePosition(positionId: string, options: MarketTradeOptions): Promise<MetatraderTradeResponse>;
  closePositionPartially(
    positionId: string,
    volume: number,
    options: MarketTradeOptions,
  ): Promise<MetatraderTradeResponse>;
  cancelOrder(orderId: string): Promise<MetatraderTradeResponse>;
  calculateMargin(order: MarginOrder): Promise<Margin>;
  close(): Promise<void>;
};

/** `MetatraderAccount`. */
export type MetatraderAccountLike = {
  readonly id: string;
  readonly state: MetaApiAccountState;
  readonly connectionStatus: MetaApiConnectionStatus;
  readonly login: string;
  readonly server: string;
  readonly name: string;
  reload(): Promise<unknown>;
  deploy(): Promise<unknown>;
  redeploy(): Promise<unknown>;
  update(account: MetatraderAccountUpdateDto): Promise<unknown>;
  waitDeployed(timeoutInSeconds?: number, intervalInMilliseconds?: number): Promise<unknown>;
  waitConnected(timeoutInSeconds?: number, intervalInMilliseconds?: number): Promise<unknown>;
  getStreamingConnection(): StreamingConnectionLike;
};

/** `MetatraderAccountApi`. */
export type MetatraderAccountApiLike = {
  getAccountsWithInfiniteScrollPagination(accountsFilter?: AccountsFilter): Promise<MetatraderAccountLike[]>;
  getAccount(accountId: string): Promise<MetatraderAccountLike>;
  createAccount(account: NewMetatraderAccountDto): Promise<MetatraderAccountLike>;
};

/** `MetaApi`, the SDK's entry point (`new MetaApi(token, opts)`). */
export type MetaApiLike = {
  readonly metatraderAccountApi: MetatraderAccountApiLike;
  close(): void;
};

/** The errors the SDK throws, told apart by `name` (the classes are not importable without the package). */
export type MetaApiError = Error & {
  /** TradeError: the trade server's return code, MT5 style (10004) or MT4 style (136). */
  numericCode?: number;
  stringCode?: string;
  /** ValidationError: 'E_AUTH', or `{ code: 'E_SRV_NOT_FOUND', ... }`. */
  details?: unknown;
};
