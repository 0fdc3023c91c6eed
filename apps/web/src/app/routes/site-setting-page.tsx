import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { SiteSettingRoute } from '@/features/site-settings/routes/site-setting';

// Today's stars panel (the square feature's), loaded with the tab that shows it.
const StarsAdminPanel = lazy(async () => ({
  default: (await import('@/features/square/components/stars-admin-panel')).StarsAdminPanel,
}));

// The content editor (issue 17): the education area's classes and items, and the header menu.
const ContentEditorPanel = lazy(async () => ({
  default: (await import('@/features/content-editor/components/content-editor-panel')).ContentEditorPanel,
}));
const NavigationEditor = lazy(async () => ({
  default: (await import('@/features/content-editor/components/navigation-editor')).NavigationEditor,
}));

// The market news editor (issue 18): the economic calendar, the news flash and the daily reports.
const MarketAdminPanel = lazy(async () => ({
  default: (await import('@/features/market-news/components/market-admin-panel')).MarketAdminPanel,
}));

const loading = <Skeleton active paragraph={{ rows: 6 }} />;

/**
 * personalCenter/:id/siteSetting and the MAM back office's siteSetting: the site settings with today's stars and the content editor in their own tabs
 * (features do not import each other, so the app composes them).
 */
export function SiteSettingWithStarsRoute() {
  return (
    <SiteSettingRoute
      recommendations={
        <Suspense fallback={loading}>
          <StarsAdminPanel />
        </Suspense>
      }
      content={
        <Suspense fallback={loading}>
          <ContentEditorPanel withNavigation={false} />
        </Suspense>
      }
      navigation={
        <Suspense fallback={loading}>
          <NavigationEditor />
        </Suspense>
      }
      market={
        <Suspense fallback={loading}>
          <MarketAdminPanel />
        </Suspense>
      }
    />
  );
}
