import type { SiteConfig } from '@copytrade/contracts/site';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppFrame } from '@/app/feedback/app-frame';
import { createQueryClient } from '@/lib/query-client';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { siteFixture } from './fixtures';

export type RenderOptions = {
  site?: Partial<SiteConfig>;
  /** The URL the memory router starts at. */
  path?: string;
  /** Extra routes beside the one rendering `ui` at `route` (default '*'). */
  routes?: RouteObject[];
  route?: string;
};

/** Renders `ui` inside the app's providers, with the site config already in the cache (as after boot). */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): Rendered {
  return renderRoutes([{ path: options.route ?? '*', element: ui }, ...(options.routes ?? [])], options);
}

type Rendered = RenderResult & { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> };

/** Renders a whole route table (a shell) at `options.path`. */
export function renderRoutes(
  routes: RouteObject[],
  options: Pick<RenderOptions, 'site' | 'path'> = {},
): Rendered {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, siteFixture(options.site));
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <AppFrame>
          <RouterProvider router={router} />
        </AppFrame>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
