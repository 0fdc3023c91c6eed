import type { RouteObject } from 'react-router';
import { RouteError } from '../routes/route-error';

/**
 * The pages other sites may frame (spec 2, iframe mode): `/iframeStrategy`, the strategy square without
 * header, footer or page-size selector. The server allows framing on this path alone, by the origins the
 * site admin lists (`sites.frame_ancestors`, platform/security-headers.ts).
 */
export function embedRoutes(): RouteObject[] {
  return [
    {
      path: '/iframeStrategy',
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('./iframe-strategy')).IframeStrategyRoute }),
    },
  ];
}
