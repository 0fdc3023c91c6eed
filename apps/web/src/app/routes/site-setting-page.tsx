import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { SiteSettingRoute } from '@/features/site-settings/routes/site-setting';

// Today's stars panel (the square feature's), loaded with the tab that shows it.
const StarsAdminPanel = lazy(async () => ({
  default: (await import('@/features/square/components/stars-admin-panel')).StarsAdminPanel,
}));

/**
 * personalCenter/:id/siteSetting and the MAM back office's siteSetting: the site settings with today's stars managed in their own tab (features
 * do not import each other, so the app composes the two).
 */
export function SiteSettingWithStarsRoute() {
  return (
    <SiteSettingRoute
      recommendations={
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <StarsAdminPanel />
        </Suspense>
      }
    />
  );
}
