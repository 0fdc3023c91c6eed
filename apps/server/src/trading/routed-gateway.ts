import type { Credentials, TradingGateway } from './gateway';

/**
 * One gateway over two adapters (issue 16): an account bound through the EA bridge (its credentials carry
 * `bridgeKeyId`) goes to the bridge, every other one to the gateway that logs in with passwords (the
 * simulator here; a broker's server or MetaApi elsewhere). The mirror and the copier see one port and
 * never know which adapter an account uses. The catalog and demo accounts are the direct gateway's.
 */
export function createRoutedGateway(direct: TradingGateway, bridge: TradingGateway): TradingGateway {
  const pick = (credentials: Credentials) => (credentials.bridgeKeyId == null ? direct : bridge);
  return {
    catalog: () => direct.catalog(),
    verify: (credentials) => pick(credentials).verify(credentials),
    openSession: (credentials, onEvent) => pick(credentials).openSession(credentials, onEvent),
    ...(direct.createDemoAccount ? { createDemoAccount: direct.createDemoAccount.bind(direct) } : {}),
    async stop() {
      await Promise.all([bridge.stop(), direct.stop()]);
    },
  };
}
