import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  copyPreviewBodySchema,
  copyPreviewSchema,
  followerCopyPreviewBodySchema,
} from '@copytrade/contracts/preview';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PreviewService } from './preview.service';

const TAGS = ['subscriptions'];

const DESCRIPTION =
  "The trade account's last 90 days (or since its first trade; at most the newest 1,000 positions, " +
  '`truncated` says so) replayed through the copy rules: sizing, direction, symbol mapping and limits. ' +
  "A copy's result is the trader's scaled by its lots (same prices, no slippage; reverse flips the trading " +
  'profit), equity is taken as balance, and margin is estimated from the contract size.';

/** The copy preview: what copying a trader would have done with a follower's money and settings. */
export function previewRoutes(previews: PreviewService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.copyPreview,
      tags: TAGS,
      summary: 'Copy preview with an amount and a leverage typed in (public)',
      description: DESCRIPTION,
      body: copyPreviewBodySchema,
      response: copyPreviewSchema,
      handler: async (req) => [await previews.visitor(req.site, req.body)],
    });
    defineRoute(app, {
      api: API.copyPreviewWithToken,
      tags: TAGS,
      summary: "Copy preview with one of the caller's follow accounts (its equity, leverage and symbols)",
      description: DESCRIPTION,
      body: followerCopyPreviewBodySchema,
      response: copyPreviewSchema,
      handler: async (req) => [await previews.follower(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
