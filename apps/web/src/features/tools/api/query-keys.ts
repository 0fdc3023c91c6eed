import type { MarketTimeframe } from '@copytrade/contracts/market';

/** The tools' query keys: one family per call, the server (empty: the default one) in each. */
export const marketKeys = {
  servers: () => ['market', 'servers'] as const,
  quotes: (server: string) => ['market', 'quotes', server] as const,
  candles: (server: string, symbol: string, timeframe: MarketTimeframe) =>
    ['market', 'candles', server, symbol, timeframe] as const,
  pivots: (server: string) => ['market', 'pivots', server] as const,
  spec: (server: string, symbol: string) => ['market', 'spec', server, symbol] as const,
};
