import type { Credentials, TradingGateway } from './gateway';

/**
 * One gateway over the adapters (issue 16): an account bound through the EA bridge (its credentials carry
 * `bridgeKeyId`) goes to the bridge; one bound through a site's MetaApi (`metaApiSiteId`) to that site's
 * MetaApi gateway; every other one to the gateway that logs in with passwords (the simulator here). The
 * mirror and the copier see one port and never know which adapter an account uses. The catalog, the price
 * feed and demo accounts are the direct gateway's.
 */
export function createRoutedGateway(
  direct: TradingGateway,
  bridge: TradingGateway,
  metaApi?: { forSite(siteId: number): Promise<TradingGateway>; stop(): Promise<void> },
): TradingGateway {
  const pick = async (credentials: Credentials): Promise<TradingGateway> => {
    if (credentials.bridgeKeyId != null) return bridge;
    if (credentials.metaApiSiteId != null) {
      if (!metaApi) throw new Error('MetaApi is not configured in this process');
      return metaApi.forSite(credentials.metaApiSiteId);
    }
    return direct;
  };
  return {
    catalog: () => direct.catalog(),
    verify: async (credentials) => (await pick(credentials)).verify(credentials),
    openSession: async (credentials, onEvent) => (await pick(credentials)).openSession(credentials, onEvent),
    // Quotes for the tools are the direct gateway's feed (the bridge and MetaApi have none yet).
    ...(direct.market ? { market: direct.market } : {}),
    ...(direct.createDemoAccount ? { createDemoAccount: direct.createDemoAccount.bind(direct) } : {}),
    async stop() {
      await Promise.all([bridge.stop(), direct.stop(), metaApi?.stop()]);
    },
  };
}
