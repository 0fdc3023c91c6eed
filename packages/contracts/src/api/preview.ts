import { endpoint } from '../endpoint';
import { copyPreviewBodySchema, copyPreviewSchema, followerCopyPreviewBodySchema } from '../preview';

const tags = ['subscriptions'] as const;

/** What both previews compute. */
const REPLAY =
  "The trade account's last 90 days (or since its first trade; at most the newest 1,000 positions, " +
  '`truncated` says so) replayed through the copy rules: sizing, direction, symbol mapping and limits. ' +
  "A copy's result is the trader's scaled by its lots (same prices, no slippage; reverse flips the trading " +
  'profit), equity is taken as balance, and margin is estimated from the contract size.';

/** The preview module's calls (server: apps/server/src/modules/preview). */
export const previewApi = {
  copyPreview: endpoint({
    method: 'POST',
    path: '/community/front/copyPreview',
    tags,
    summary: 'Copy preview with an amount and a leverage typed in',
    description: `${REPLAY} Public; an mtId that is not a trade account of the site answers 404.`,
    body: copyPreviewBodySchema,
    response: copyPreviewSchema,
  }),
  copyPreviewWithToken: endpoint({
    method: 'POST',
    path: '/community/api/copyPreview',
    tags,
    summary: "Copy preview with one of the caller's follow accounts",
    description: `${REPLAY} With the follow account's equity, leverage and symbols. Needs a token; a followAccountId not of the caller or an mtId that is not a trade account of the site answers 404, one of the caller's trade accounts 23007 (400).`,
    body: followerCopyPreviewBodySchema,
    response: copyPreviewSchema,
  }),
};
