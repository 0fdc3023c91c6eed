import type { MarketServer } from '@copytrade/contracts/market';
import { useSearchParams } from 'react-router';
import { useMarketServers } from '../api/get-market-servers';

/**
 * The trade server a tools page shows: `?server=` when it is one of the list, else the default one (the
 * first when none is marked). Null until the list is in; the list's query is returned for its states.
 */
export function useChosenServer() {
  const servers = useMarketServers();
  const [params, setParams] = useSearchParams();
  const asked = params.get('server');
  const list: MarketServer[] = servers.data ?? [];
  const chosen =
    list.find((item) => item.server === asked) ?? list.find((item) => item.isDefault) ?? list[0] ?? null;

  const setServer = (server: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('server', server);
        return next;
      },
      { replace: true },
    );
  };

  return { servers, server: chosen, setServer };
}
