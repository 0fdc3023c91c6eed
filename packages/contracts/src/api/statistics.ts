import { mtIdQuerySchema } from '../accounts';
import { endpoint } from '../endpoint';
import {
  copyProfitChartSchema,
  copyQualitySchema,
  curvePointSchema,
  dataIndicatorsSchema,
  drawdownPointSchema,
  monthAnalyseSchema,
  publicOrderQuerySchema,
  publicOrderSchema,
} from '../statistics';

const tags = ['statistics'] as const;

/** Who may read a trader's statistics, and the one refusal they share. */
const PUBLIC = 'Public; an id that is not a trade account of the site answers 404.';

/** The statistics module's calls (server: apps/server/src/modules/statistics). */
export const statisticsApi = {
  dataIndicators: endpoint({
    method: 'GET',
    path: '/community/front/center/dataIndicators',
    tags,
    summary: "A trade account's indicators",
    description: `Growth, drawdowns, profit factor, win rate, rating and risk of a trade account. ${PUBLIC}`,
    query: mtIdQuerySchema,
    response: dataIndicatorsSchema,
  }),
  trendChart: endpoint({
    method: 'GET',
    path: '/community/front/center/trendChart',
    tags,
    summary: 'Balance, equity and growth curve of a trade account',
    description: `At most 514 points. ${PUBLIC}`,
    query: mtIdQuerySchema,
    response: curvePointSchema,
  }),
  drawdownChart: endpoint({
    method: 'GET',
    path: '/community/front/center/drawdownChart',
    tags,
    summary: 'The underwater chart of a trade account',
    description: `How far balance (growth index) and equity stood below their peaks, one point per point of the trend curve. ${PUBLIC}`,
    query: mtIdQuerySchema,
    response: drawdownPointSchema,
  }),
  copyQuality: endpoint({
    method: 'GET',
    path: '/community/front/center/copyQuality',
    tags,
    summary: 'Copy quality of a trade account over 30 days',
    description: `Followers' slippage and delay, the share of opens copied and the skip reasons. ${PUBLIC}`,
    query: mtIdQuerySchema,
    response: copyQualitySchema,
  }),
  monthAnalyseChart: endpoint({
    method: 'GET',
    path: '/community/front/center/monthAnalyseChart',
    tags,
    summary: 'Monthly returns of a trade account',
    description: `Monthly time-weighted returns, compounded into years. ${PUBLIC}`,
    query: mtIdQuerySchema,
    response: monthAnalyseSchema,
  }),
  copyProfitChart: endpoint({
    method: 'GET',
    path: '/community/front/center/copyProfitChart',
    tags,
    summary: "The followers' copy profit from a trade account",
    description: `Per month and in total. ${PUBLIC}`,
    query: mtIdQuerySchema,
    response: copyProfitChartSchema,
  }),
  openingOrder: endpoint({
    method: 'GET',
    path: '/community/front/center/openingOrder',
    tags,
    summary: "A trade account's open positions",
    description: `Entry prices, stop loss and take profit only for the account's owner and its subscribers (token optional); for anyone else they are null and hidden is true. ${PUBLIC}`,
    query: publicOrderQuerySchema,
    response: publicOrderSchema,
  }),
  closedOrder: endpoint({
    method: 'GET',
    path: '/community/front/center/closedOrder',
    tags,
    summary: "A trade account's closed positions, newest first",
    description: `A page of the account's closed market positions. ${PUBLIC}`,
    query: publicOrderQuerySchema,
    response: publicOrderSchema,
  }),
};
