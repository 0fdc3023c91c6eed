import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/app-error';
import type { TradingGateway } from '../gateway';
import { createMetaApiGateway, type MetaApiGatewayTimeouts } from './metaapi-gateway';
import { loadMetaApi, METAAPI_SDK_MODULE, MetaApiSdkMissingError } from './sdk-loader';

export type MetaApiRegistryOptions = {
  /** The site's token and region; null when the site has no MetaApi. */
  tokenOf(siteId: number): Promise<{ token: string; region: string } | null>;
  log: FastifyBaseLogger;
  /** Builds a client for a token (the SDK; tests give a fake). */
  load?: typeof loadMetaApi;
  timeouts?: Partial<MetaApiGatewayTimeouts>;
};

/**
 * One MetaApi gateway per site, made from the site's token on first use and kept until the token changes
 * (`forget`). A site without a token answers METAAPI_OFF; a server without the SDK, METAAPI_SDK_MISSING
 * (logged once per site, the token never).
 */
export function createMetaApiRegistry(options: MetaApiRegistryOptions) {
  const load = options.load ?? loadMetaApi;
  const log = options.log.child({ module: 'metaapi-registry' });
  const gateways = new Map<number, Promise<TradingGateway>>();
  let installed: Promise<boolean> | null = null;

  async function build(siteId: number): Promise<TradingGateway> {
    const config = await options.tokenOf(siteId);
    if (!config) throw new AppError('METAAPI_OFF');
    try {
      const api = await load(config.token, config.region ? { region: config.region } : {});
      return createMetaApiGateway({
        api,
        log: options.log,
        ...(options.timeouts ? { timeouts: options.timeouts } : {}),
      });
    } catch (err) {
      if (err instanceof MetaApiSdkMissingError) {
        log.error({ siteId }, 'MetaApi: the site has a token but the SDK is not installed (docs/metaapi.md)');
        throw new AppError('METAAPI_SDK_MISSING');
      }
      throw err;
    }
  }

  return {
    /** The site's MetaApi gateway (a failed build is not kept: the next call tries again). */
    forSite(siteId: number): Promise<TradingGateway> {
      let gateway = gateways.get(siteId);
      if (!gateway) {
        gateway = build(siteId);
        gateways.set(siteId, gateway);
        gateway.catch(() => gateways.delete(siteId));
      }
      return gateway;
    },

    /** The site's token changed: its gateway is stopped and made again on next use. */
    forget(siteId: number): void {
      const gateway = gateways.get(siteId);
      gateways.delete(siteId);
      void gateway?.then((g) => g.stop()).catch(() => undefined);
    },

    /** Whether the MetaApi SDK can be loaded here (checked once). */
    sdkInstalled(): Promise<boolean> {
      installed ??= options.load
        ? Promise.resolve(true)
        : import(/* @vite-ignore */ METAAPI_SDK_MODULE).then(
            () => true,
            () => false,
          );
      return installed;
    },

    async stop(): Promise<void> {
      const all = [...gateways.values()];
      gateways.clear();
      await Promise.all(all.map((g) => g.then((x) => x.stop()).catch(() => undefined)));
    },
  };
}
