/**
 * The simulated MT4 broker, the embedded default behind the trading gateway: brokers and trade servers with
 * their symbol tables, a seeded tick feed, accounts, orders with MT4 rules and error codes, demo bots, and a
 * fast-forward for months of history. This package may re-export (the one exception to the no-barrel rule).
 */
export * from './calendar';
export * from './catalog';
export * from './errors';
export * from './money';
export * from './random';
export * from './types';
export { Market, type MarketState, type TickSpacing } from './feed';
export { Bot, type BotHost, type BotOrderView } from './bots';
export {
  SimWorld,
  serverNames,
  type BotInfo,
  type RestoreOptions,
  type ServerInfo,
  type SimWorldOptions,
} from './world';
export { populateDemo, type DemoAccount, type DemoOptions, type DemoTier } from './demo';
export { benchTicks, type BenchOptions, type BenchResult } from './bench';
