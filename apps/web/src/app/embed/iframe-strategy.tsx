import { CommunityTraderRoute } from '../routes/community-trader';

/** /iframeStrategy (being built): the strategy square alone. */
export function IframeStrategyRoute() {
  return <CommunityTraderRoute />;
}
