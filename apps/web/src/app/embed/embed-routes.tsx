import type { RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
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
      // Shown while the page's chunk loads (it sits outside every layout).
      HydrateFallback: PageLoader,
      lazy: async () => ({ Component: (await import('./iframe-strategy')).IframeStrategyRoute }),
    },
  ];
}
