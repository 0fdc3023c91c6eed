import { endpoint, noQuery } from '../endpoint';
import {
  candleSchema,
  candlesQuerySchema,
  marketQuoteSchema,
  marketServerQuerySchema,
  marketServerSchema,
  pivotRowSchema,
  symbolSpecQuerySchema,
  symbolSpecSchema,
} from '../market';

/*
 * Market data for the tools (server: apps/server/src/modules/market). Public: visitors see the tools too.
 * Prices come from the trading gateway's feed of each trade server; candles are built from its ticks.
 */

const tags = ['market'] as const;
const SERVER =
  'server: a trade server of the list (getMarketServers); absent, the default one. An unknown server answers 40000.';

export const marketApi = {
  getMarketServers: endpoint({
    method: 'GET',
    path: '/cms/front/getMarketServers',
    tags,
    summary: 'The trade servers the tools show quotes of',
    description:
      'Every trade server the gateway reaches that has a price feed, with its platform, whether it is a demo server and its UTC offset; the default one (first live server of the first platform) is marked.',
    query: noQuery,
    response: marketServerSchema,
  }),
  getMarketQuotes: endpoint({
    method: 'GET',
    path: '/cms/front/getMarketQuotes',
    tags,
    summary: 'The quotes board of a trade server',
    description: `${SERVER} Every symbol of the server: bid, ask, spread in points, the day's open, high, low and change (D1, server time), and the last 24 hourly closes for a sparkline. Live updates come over /ws (a \`quotes\` message).`,
    query: marketServerQuerySchema,
    response: marketQuoteSchema,
  }),
  getMarketCandles: endpoint({
    method: 'GET',
    path: '/cms/front/getMarketCandles',
    tags,
    summary: 'Candles of a symbol',
    description: `${SERVER} Candles of the timeframe (M1 to D1, server time, on the bid), oldest first, at most \`limit\`, before \`before\` when given; the candle in progress is the last. An unknown symbol answers 40000.`,
    query: candlesQuerySchema,
    response: candleSchema,
  }),
  getPivotPoints: endpoint({
    method: 'GET',
    path: '/cms/front/getPivotPoints',
    tags,
    summary: "Pivot points of the server's major symbols",
    description: `${SERVER} For each major symbol (forex majors, gold, oil, indices the server has), the pivot, three supports and resistances (four by Camarilla) from the previous day's D1 candle, by the classic, Fibonacci and Camarilla formulas. A symbol without a finished day is left out.`,
    query: marketServerQuerySchema,
    response: pivotRowSchema,
  }),
  getSymbolSpec: endpoint({
    method: 'GET',
    path: '/cms/front/getSymbolSpec',
    tags,
    summary: 'What the calculator needs of a symbol',
    description: `${SERVER} The server's specification of the symbol (digits, contract size, currencies, swaps, lots, leverage cap), its bid and ask now, and the server's currency pairs now for conversion into the account's currency. An unknown symbol answers 40000.`,
    query: symbolSpecQuerySchema,
    response: symbolSpecSchema,
  }),
};
